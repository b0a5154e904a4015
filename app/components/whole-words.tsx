import { Fragment, type ReactNode } from "react";

/**
 * A one-letter prefix joined by a hyphen ("e-pošta", "e-poštni", "e-mail"). A browser may end a
 * line after any hyphen, which leaves "e-" alone at a line's end on a phone; these words are
 * short enough never to need that break.
 */
const prefixedWord = /(?<![\p{L}\p{N}])\p{L}-\p{L}+/gu;

/**
 * The text with each such word kept on one line. The words are wrapped, not rewritten (no
 * non-breaking hyphen): the text reads, copies and is found by search exactly as written.
 */
export function WholeWords({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(prefixedWord)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
