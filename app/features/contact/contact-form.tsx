import { CircleAlert, CircleCheck, Inbox, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { contactTopicParam, contactTopicSubject } from "../../../core/contact-topics";
import { newRequestPath } from "../../../core/paths";
import { contactFieldLimits } from "../../../core/limits";
import { contactFormTexts as texts } from "../../../core/texts/contact-form";
import { contactResult } from "../../../core/texts/contact-result";
import { contactMessages } from "../../../core/texts/contact-toasts";
import type { Profile } from "../../../core/schemas/auth";
import type { contactMessageSchema, ContactMessageInput } from "../../../core/schemas/contact";
import { postJson, requestJson } from "../../lib/api-client";
import { readSessionInfo } from "../../lib/session-info";
import { preloadToasts, showToast } from "../../lib/toast";
import { useSchemaForm, type FieldErrors } from "../../lib/use-schema-form";
import { Button } from "../../components/ui/button";
import { Input, Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

type FieldName = keyof ContactMessageInput;

/** The contact schema (and zod), fetched when the form is first focused or submitted. */
const contactSchemas = () => import("../../../core/schemas/contact");
const loadContactSchema = () => contactSchemas().then((schemas) => schemas.contactMessageSchema);

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="text-red-700">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> {texts.optional}</span>
        )}
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What the form fills in for a signed-in person, field by field. */
type Prefill = Partial<Record<"name" | "email" | "company" | "subject", string>>;

function prefillFrom(profile: unknown, search: string): Prefill {
  if (typeof profile !== "object" || profile === null) return {};
  const { email, fullName, company } = profile as Partial<Profile>;
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  return {
    name: text(fullName),
    email: text(email),
    company: text(company),
    subject: contactTopicSubject(new URLSearchParams(search).get(contactTopicParam)) ?? undefined,
  };
}

/**
 * For a signed-in person, fills in their name, e-mail and company from their profile, and the
 * subject from the topic the portal's button named, once the page is in the browser. A field
 * the person has typed into is never changed, however late the profile arrives. Visitors
 * without an account get the form as it is.
 */
function usePrefill(formRef: React.RefObject<HTMLFormElement | null>) {
  const { search } = useLocation();
  const edited = useRef(new Set<string>());
  useEffect(() => {
    if (!readSessionInfo()) return;
    let current = true;
    void requestJson<unknown>("GET", "/api/me").then((result) => {
      const form = formRef.current;
      if (!current || !result.ok || !form) return;
      for (const [name, value] of Object.entries(prefillFrom(result.data, search))) {
        const field = form.elements.namedItem(name);
        if (!(field instanceof HTMLInputElement) || value === undefined) continue;
        if (edited.current.has(name) || field.value !== "") continue;
        field.value = value.slice(0, field.maxLength > 0 ? field.maxLength : undefined);
      }
    });
    return () => {
      current = false;
    };
  }, [formRef, search]);
  /** Call on every input event: the field is the person's from then on. */
  return (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) edited.current.add(name);
  };
}

/**
 * Where the form was, once the message has gone: SPEC's thanks, which stays (the toast fades),
 * and for a signed-in partner the way to the request in My Requests, marked new there.
 */
function SentConfirmation({
  requestId,
  onAnother,
}: {
  requestId: string | null;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: the keyboard and the screen reader move to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      data-testid="contact-confirmation"
      className="rounded-xl border border-green-300 bg-green-50 p-6"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-green-700" />
        <div className="min-w-0">
          <h3
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {contactMessages.sent.title}
          </h3>
          <p className="mt-1 text-slate-800">{contactMessages.sent.description}</p>
          {requestId && <p className="mt-2 text-slate-800">{contactResult.sent.followHint}</p>}
          <div className="mt-5 flex flex-wrap gap-3">
            {requestId && (
              <Button asChild>
                <Link to={newRequestPath(requestId)}>
                  <Inbox aria-hidden />
                  {contactResult.sent.followInPortal}
                </Link>
              </Button>
            )}
            <Button type="button" variant="outline" onClick={onAnother}>
              <Send aria-hidden />
              {contactResult.sent.another}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** After a failed send, beside the button: the data is still there, and what to do next. */
function FailureNotice({ tooMany }: { tooMany: boolean }) {
  return (
    <div
      role="alert"
      data-testid="contact-failure"
      className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">{contactResult.failed.title}</p>
        <p className="mt-1">
          {tooMany ? contactResult.failed.tooMany : contactResult.failed.retry}
        </p>
        <p className="mt-1">
          {contactResult.failed.orWrite}{" "}
          <a
            href={`mailto:${contactResult.email}`}
            className="font-semibold underline hover:no-underline"
          >
            {contactResult.email}
          </a>
          .
        </p>
      </div>
    </div>
  );
}

/** The form's outcome: still to send, sent (with the partner's request id, if any), or failed. */
type Outcome =
  | { state: "editing" }
  | { state: "sent"; requestId: string | null }
  | { state: "failed"; tooMany: boolean };

/** The contact form: validated here and again by the API with the same schema. */
export function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome>({ state: "editing" });
  const idPrefix = useId();
  const {
    formRef,
    errors,
    setErrors,
    isSubmitting,
    handleSubmit,
    revalidate,
    reset,
    preloadSchema,
    schema,
  } = useSchemaForm(loadContactSchema);
  const markEdited = usePrefill(formRef);

  const fieldProps = (name: FieldName, required: boolean) => {
    const id = `${idPrefix}-${name}`;
    return {
      id,
      name,
      "aria-required": required || undefined,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `${id}-error` : undefined,
      maxLength: name === "website" ? undefined : contactFieldLimits[name],
    };
  };

  const onInvalid = (
    fieldErrors: FieldErrors<typeof contactMessageSchema>,
    values: Record<string, string>,
  ) => {
    void showInvalid(fieldErrors, values);
  };

  const showInvalid = async (
    fieldErrors: FieldErrors<typeof contactMessageSchema>,
    values: Record<string, string>,
  ) => {
    const { requiredContactFields } = await contactSchemas();
    const missing = requiredContactFields.some((field) => !values[field]?.trim());
    void showToast({
      variant: "destructive",
      title: contactMessages.missingFields.title,
      description: missing
        ? contactMessages.missingFields.description
        : (Object.values(fieldErrors)[0] ?? contactMessages.failed.description),
    });
  };

  const onSubmit = async (values: ContactMessageInput) => {
    const result = await postJson<{ ok: true; id?: unknown }>("/api/contact", values);
    if (result.ok) {
      reset();
      const id = result.data?.id;
      setOutcome({ state: "sent", requestId: typeof id === "string" && id ? id : null });
      await showToast({ variant: "success", ...contactMessages.sent });
      return;
    }
    setOutcome({ state: "failed", tooMany: result.status === 429 });
    const fieldNames = Object.keys((await schema()).shape);
    const serverErrors = Object.fromEntries(
      Object.entries(result.error?.fieldErrors ?? {}).filter(([field]) =>
        fieldNames.includes(field),
      ),
    );
    setErrors(serverErrors);
    await showToast({
      variant: "destructive",
      title: contactMessages.failed.title,
      description:
        result.status === 429 && result.error
          ? result.error.message
          : contactMessages.failed.description,
    });
  };

  const sendAnother = () => {
    setOutcome({ state: "editing" });
    // Once the form shows again, in the next frame: straight back to its first field.
    requestAnimationFrame(() => {
      const first = formRef.current?.elements.namedItem("name");
      if (first instanceof HTMLInputElement) first.focus();
    });
  };

  return (
    <>
      {outcome.state === "sent" && (
        <SentConfirmation requestId={outcome.requestId} onAnother={sendAnother} />
      )}
      {/* Kept, only hidden, while the confirmation shows: the partner's details come back with it. */}
      <form
        ref={formRef}
        hidden={outcome.state === "sent"}
        // Never GET: a message must not reach an address bar or a log, even without the scripts.
        method="post"
        noValidate
        onSubmit={handleSubmit(onSubmit, onInvalid)}
        onInput={(event) => {
          markEdited(event);
          revalidate(event);
        }}
        onFocus={() => {
          void preloadToasts();
          preloadSchema();
        }}
        className="relative space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${idPrefix}-name`} label={texts.fields.name} required error={errors.name}>
            <Input type="text" autoComplete="name" {...fieldProps("name", true)} />
          </Field>
          <Field id={`${idPrefix}-email`} label={texts.fields.email} required error={errors.email}>
            <Input type="email" autoComplete="email" {...fieldProps("email", true)} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${idPrefix}-company`} label={texts.fields.company} error={errors.company}>
            <Input type="text" autoComplete="organization" {...fieldProps("company", false)} />
          </Field>
          <Field
            id={`${idPrefix}-subject`}
            label={texts.fields.subject}
            required
            error={errors.subject}
          >
            <Input type="text" {...fieldProps("subject", true)} />
          </Field>
        </div>
        <Field
          id={`${idPrefix}-message`}
          label={texts.fields.message}
          required
          error={errors.message}
        >
          {/* Shorter than the default box, so Send Message shows in the first screen. */}
          <Textarea rows={4} className="min-h-28!" {...fieldProps("message", true)} />
        </Field>
        {/* Hidden from people (off screen, skipped by Tab); bots that fill every field give themselves away. */}
        <div className="absolute -left-[10000px] top-auto size-px overflow-hidden">
          <label htmlFor={`${idPrefix}-website`}>{texts.honeypot}</label>
          <input type="text" tabIndex={-1} autoComplete="off" {...fieldProps("website", false)} />
        </div>
        {outcome.state === "failed" && <FailureNotice tooMany={outcome.tooMany} />}
        {/* Focusable while sending, so the keyboard stays on it once the message has gone.
            Amber: the page's one primary action. */}
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={isSubmitting}
          focusableWhenDisabled
          className="w-full sm:w-auto"
        >
          {isSubmitting ? (
            texts.sending
          ) : (
            <>
              <Send aria-hidden />
              {texts.send}
            </>
          )}
        </Button>
      </form>
    </>
  );
}
