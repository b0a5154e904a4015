import { X } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { inboxTexts as text } from "../../../../core/texts/admin-inbox-and-activity";
import { paths } from "../../../../core/paths";
import { Button } from "../../../components/ui/button";
import { FilterBar, SearchField, useUrlState } from "../shared/list-search";
import { readMessagesQuery, writeMessagesQuery, type MessagesQuery } from "./messages-query";

/**
 * The search runs as one types and lives in the URL, where the view's loader reads it; a new
 * search starts again at the newest message.
 */
export function MessagesSearch({ query }: { query: MessagesQuery }) {
  const { go } = useUrlState(readMessagesQuery, writeMessagesQuery);
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <FilterBar label={text.searchLabel}>
      <SearchField
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={query.search}
        inputRef={searchRef}
        onSearch={(search) => go({ search, before: null, after: null })}
        className="sm:max-w-xl"
      />
      {query.search && (
        <Button asChild variant="outline" className="self-start sm:self-end">
          {/* Clear goes once the search is gone: focus goes to the emptied field, not the page. */}
          <Link
            to={paths.adminMessages}
            preventScrollReset
            onClick={() => searchRef.current?.focus()}
          >
            <X aria-hidden />
            {text.clear}
          </Link>
        </Button>
      )}
    </FilterBar>
  );
}
