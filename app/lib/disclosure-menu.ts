import { useEffect, type FocusEvent, type RefObject } from "react";

/**
 * A menu behind a button (the site header's on phones and mid-size screens, the portal's on
 * phones) behaves like a menu for the keyboard: Escape closes it and, when focus was in it,
 * gives focus back to the button; leaving it by Tab or Shift+Tab closes it, so it never
 * covers what has focus next.
 *
 * Returns the blur handler for the button and the panel.
 */
export function useDisclosureMenu({
  open,
  close,
  toggle,
  panel,
}: {
  open: boolean;
  close: () => void;
  toggle: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLElement | null>;
}) {
  const within = (node: unknown) =>
    node instanceof Node && (!!toggle.current?.contains(node) || !!panel.current?.contains(node));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const focused = document.activeElement;
      close();
      // From inside the menu (or from nowhere): back to its button, not to <body>.
      if (within(focused) || focused === document.body) toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  return (event: FocusEvent) => {
    // Only when focus goes somewhere else on the page: a click on blank space, or the window
    // losing focus, leaves the menu as it is.
    if (open && event.relatedTarget && !within(event.relatedTarget)) close();
  };
}
