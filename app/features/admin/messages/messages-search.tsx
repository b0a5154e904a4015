import { X } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { inboxTexts as text } from "../../../../core/texts/admin-inbox-and-activity";
import { paths } from "../../../../core/paths";
import { FilterBar, SearchField, useUrlState } from "../shared/list-search";
import { readMessagesQuery, writeMessagesQuery, type MessagesQuery } from "./messages-query";

/**
 * The search runs as one types and lives in the URL with the state filter, where the view's
 * loader reads them; a new search starts again at the newest message.
 */
export function MessagesSearch({ query }: { query: MessagesQuery }) {
  const { go } = useUrlState(readMessagesQuery, writeMessagesQuery);
  const searchRef = useRef<HTMLInputElement>(null);
  const cleared = writeMessagesQuery({
    ...query,
    search: "",
    before: null,
    after: null,
  }).toString();
  return (
    <FilterBar
      label={text.searchLabel}
      search={
        <SearchField
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={query.search}
          inputRef={searchRef}
          onSearch={(search) => go({ ...query, search, before: null, after: null })}
          clear={
            query.search && (
              // Clear goes once the search is gone: focus goes to the emptied field, not the page.
              <Link
                to={cleared ? `${paths.adminMessages}?${cleared}` : paths.adminMessages}
                preventScrollReset
                aria-label={text.clear}
                title={text.clear}
                onClick={() => searchRef.current?.focus()}
                className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden className="size-4" />
              </Link>
            )
          }
        />
      }
    />
  );
}
