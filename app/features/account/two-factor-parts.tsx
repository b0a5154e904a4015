import type { ReactNode, Ref } from "react";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";

/**
 * The heading of a step inside a section (two-factor sign-in, passkeys), a level under the
 * section's own. Focus
 * is moved to it by script when the step opens, so it is a place, not a control.
 */
export function SubHeading({
  level,
  id,
  headingRef,
  children,
}: {
  /** The section's level. */
  level: 2 | 3;
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h3" : "h4";
  return (
    <Heading
      id={id}
      ref={headingRef}
      tabIndex={-1}
      className="text-base font-semibold tracking-tight text-slate-900 focus:outline-none"
    >
      {children}
    </Heading>
  );
}

/**
 * A step's one field: its label, the field (`children`, given `fieldId`'s describedby), the hint
 * under it and the refusal under that. Used by the two-factor set-up and the passkey's name.
 */
export function StepField({
  fieldId,
  label,
  hint,
  error,
  children,
}: {
  fieldId: string;
  label: string;
  hint: string;
  error: string | null;
  children: (described: {
    "aria-invalid": true | undefined;
    "aria-describedby": string;
  }) => ReactNode;
}) {
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      {children({
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${hintId} ${errorId}` : hintId,
      })}
      <p id={hintId} className="text-sm text-pretty text-slate-600">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A step's send and Cancel, both waiting while it sends. */
export function StepActions({
  busy,
  submit,
  submitting,
  cancel,
  onCancel,
}: {
  busy: boolean;
  submit: string;
  submitting: string;
  cancel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={busy} focusableWhenDisabled>
        {busy ? submitting : submit}
      </Button>
      <Button
        type="button"
        variant="outline"
        disabled={busy}
        focusableWhenDisabled
        onClick={onCancel}
      >
        {cancel}
      </Button>
    </div>
  );
}
