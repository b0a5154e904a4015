import { inboxTexts as text } from "../../../../core/texts/admin-inbox-and-activity";
import { paths } from "../../../../core/paths";
import { ViewSwitch } from "../shared/view-switch";
import { writeMessagesQuery, type MessagesQuery } from "./messages-query";

const stateChoices = [
  { state: null, label: text.stateFilter.all },
  { state: "open", label: text.stateFilter.open },
  { state: "handled", label: text.stateFilter.handled },
] as const;

/**
 * All, Open or Handled, each at a URL of its own; choosing one keeps the search and starts again
 * at the newest message. Like Activity's choice of log, it sits in the page header.
 */
export function StateFilter({ query }: { query: MessagesQuery }) {
  return (
    <ViewSwitch
      label={text.stateFilter.label}
      choices={stateChoices.map((choice) => {
        const params = writeMessagesQuery({
          ...query,
          state: choice.state,
          before: null,
          after: null,
        }).toString();
        return {
          label: choice.label,
          to: params ? `${paths.adminMessages}?${params}` : paths.adminMessages,
          current: query.state === choice.state,
        };
      })}
    />
  );
}
