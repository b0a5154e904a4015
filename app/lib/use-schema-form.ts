import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod/mini";

type Schema = z.ZodMiniObject;
export type FieldErrors<S extends Schema> = Partial<Record<keyof z.input<S> & string, string>>;

/** The form's fields as strings, keyed by name. */
function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === "string") values[name] = value;
  });
  return values;
}

function errorsOf<S extends Schema>(schema: S, values: Record<string, string>): FieldErrors<S> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "");
      errors[field] ??= issue.message;
    }
  }
  return errors as FieldErrors<S>;
}

/**
 * A form checked by one of the shared zod schemas, over uncontrolled inputs: what the visitor
 * typed stays in the fields until `reset()`. Errors appear on submit and then update as the
 * visitor corrects a field. It does for the public forms what react-hook-form does for the
 * portal's forms, at a fraction of the bytes (see docs/decisions/0005-public-bundle-budget.md).
 *
 * The schema (and zod with it) is fetched when the form is first focused (`preloadSchema`) or
 * submitted, so a page that shows a form but is never typed into does not download it.
 */
export function useSchemaForm<S extends Schema>(loadSchema: () => Promise<S>) {
  const formRef = useRef<HTMLFormElement>(null);
  const schemaRef = useRef<Promise<S> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<S>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // The state above re-renders the button; this ref refuses a second submit at once, before
  // that render (two submit events in one turn both saw the state still false and sent twice).
  const submitting = useRef(false);

  const schema = () => (schemaRef.current ??= loadSchema());
  const preloadSchema = () => {
    // A failed fetch is retried on submit, where it is reported.
    schema().catch(() => (schemaRef.current = null));
  };

  const handleSubmit =
    (
      onValid: (data: z.output<S>) => Promise<void> | void,
      onInvalid?: (errors: FieldErrors<S>, values: Record<string, string>) => void,
    ) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (submitting.current) return;
      submitting.current = true;
      try {
        await validateAndSend(form, onValid, onInvalid);
      } finally {
        submitting.current = false;
      }
    };

  const validateAndSend = async (
    form: HTMLFormElement,
    onValid: (data: z.output<S>) => Promise<void> | void,
    onInvalid?: (errors: FieldErrors<S>, values: Record<string, string>) => void,
  ) => {
    const values = readForm(form);
    const loaded = await schema().catch((error: unknown) => {
      schemaRef.current = null;
      throw error;
    });
    const result = loaded.safeParse(values);
    if (!result.success) {
      const found = errorsOf(loaded, values);
      setErrors(found);
      const firstInvalid = Array.from(form.elements).find(
        (element): element is HTMLInputElement =>
          element instanceof HTMLElement && "name" in element && String(element.name) in found,
      );
      firstInvalid?.focus();
      onInvalid?.(found, values);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  /** Re-checks a field the visitor is correcting, so its message goes away once it is right. */
  const revalidate = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as keyof FieldErrors<S>;
    if (!(name in errors)) return;
    // Errors are shown only after a submit, so the schema is already here.
    const values = readForm(event.currentTarget);
    void schema().then((loaded) => {
      const message = errorsOf(loaded, values)[name];
      setErrors((current) => {
        const { [name]: _previous, ...others } = current;
        return (message ? { ...others, [name]: message } : others) as FieldErrors<S>;
      });
    });
  };

  const reset = () => {
    formRef.current?.reset();
    setErrors({});
  };

  return {
    formRef,
    errors,
    setErrors,
    isSubmitting,
    handleSubmit,
    revalidate,
    reset,
    preloadSchema,
    schema,
  };
}
