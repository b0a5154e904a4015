import { Search, X } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { inboxTexts as text } from "../../../../core/admin-inbox-messages";
import { paths } from "../../../../core/paths";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";

/**
 * A plain GET form: submitting it puts the search in the URL, where the view reads it, and a
 * new search starts again at the newest message.
 */
export function MessagesSearch({ search }: { search: string }) {
  const id = useId();
  return (
    <Form
      method="get"
      action={paths.adminMessages}
      role="search"
      aria-label={text.searchLabel}
      // A new URL (back, forward, a link) resets the field to what the URL says.
      key={search}
      className="flex w-full flex-wrap items-end gap-2 sm:max-w-xl"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          {text.searchLabel}
        </label>
        <Input
          id={id}
          type="search"
          name="search"
          defaultValue={search}
          placeholder={text.searchPlaceholder}
          maxLength={200}
        />
      </div>
      <Button type="submit">
        <Search aria-hidden />
        {text.searchButton}
      </Button>
      {search && (
        <Button asChild variant="outline">
          <Link to={paths.adminMessages}>
            <X aria-hidden />
            {text.clear}
          </Link>
        </Button>
      )}
    </Form>
  );
}
