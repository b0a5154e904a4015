import type { ReactNode } from "react";

/**
 * A text with its hyphenated words ("e-mailed", "e-pošti") kept whole on a line: browsers may
 * break a line after a hard hyphen, which strands "e-" at a line's end. The text reads and
 * copies as written; only the line breaking changes.
 */
export function withWholeHyphenatedWords(text: string): ReactNode {
  const parts = text.split(/(\S+-\S+)/);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
