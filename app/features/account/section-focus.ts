import { useCallback, useEffect, useRef, useState } from "react";

// The account page's sections with dialogs and steps (two-factor sign-in, passkeys): which
// dialog is open, and where focus goes as they open and close and the steps change.

type FocusTarget = "step" | "section";

/**
 * Which of a section's dialogs is open, and the control that opened it: focus goes back to it
 * when the dialog is cancelled (the dialogs have no trigger of Radix's own to go back to).
 */
export function useSectionDialogs<Ask extends string>() {
  const [asking, setAsking] = useState<Ask | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const ask = useCallback((which: Ask | null) => {
    if (which !== null) {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement ? active : null;
    }
    setAsking(which);
  }, []);
  return { asking, ask, openerRef };
}

export type SectionDialogs<Ask extends string> = ReturnType<typeof useSectionDialogs<Ask>>;

/**
 * Where focus goes after a change: the new step's heading, or the section's when what had
 * focus is gone (`focusAfter`, said before the change). A step that changes outside a dialog
 * moves focus at once; a dialog that closes moves it once its content is gone (`closeFocus`,
 * its onCloseAutoFocus), or else back to the control that opened it.
 */
export function useSectionFocus<Ask extends string>(dialogs: SectionDialogs<Ask>, stage: unknown) {
  const { asking, ask, openerRef } = dialogs;
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const closingDialog = useRef(false);

  const moveFocus = useCallback(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === "step") stepHeading.current?.focus();
    else if (target === "section") sectionHeading.current?.focus();
  }, []);

  useEffect(() => {
    if (asking === null && !closingDialog.current) moveFocus();
  }, [stage, asking, moveFocus]);

  const focusAfter = (target: FocusTarget) => {
    focusNext.current = target;
  };
  const close = () => {
    closingDialog.current = true;
    ask(null);
  };
  const closeFocus = (event: Event) => {
    closingDialog.current = false;
    event.preventDefault();
    const back = openerRef.current;
    openerRef.current = null;
    if (focusNext.current !== null) moveFocus();
    else if (back?.isConnected) back.focus();
    else sectionHeading.current?.focus();
  };
  return { sectionHeading, stepHeading, focusAfter, close, closeFocus };
}
