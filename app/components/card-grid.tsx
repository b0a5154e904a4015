import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/** The usual key: cards in one grid have distinct titles. */
export const byTitle = (item: { title: string }) => item.title;

/** A list of cards laid out as a grid; `className` sets the columns per breakpoint. */
export function CardGrid<T>({
  items,
  itemKey,
  className,
  children,
}: {
  items: readonly T[];
  itemKey: (item: T) => string;
  className: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={cn("grid gap-6", className)}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}
