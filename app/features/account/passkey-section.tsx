import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useId, useRef, useState, type FormEvent, type Ref } from "react";
import { passkeyLimits } from "../../../core/limits";
import type { Passkey } from "../../../core/schemas/passkeys";
import { passkeyTexts } from "../../../core/texts/passkeys";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { showToast } from "../../lib/toast";
import { useFieldSend } from "../../lib/use-field-send";
import { AccountSection } from "./account-layout";
import { SkeletonRows } from "./account-skeleton";
import { PasswordDialog, type PasswordStep } from "./password-dialog";
import { useSectionDialogs, useSectionFocus } from "./section-focus";
import {
  addPasskey,
  ceremonyFailure,
  checkPasskeyName,
  defaultPasskeyName,
  loadWebAuthn,
  removePasskey,
  startAddingPasskey,
  type WebAuthn,
} from "./passkey-api";
import { PasskeyList } from "./passkey-list";
import { StepActions, StepField, SubHeading } from "./two-factor-parts";

const text = passkeyTexts;

/** What the section shows: the list with its actions, or the name step of a passkey on its way. */
type PasskeyStage =
  | { kind: "list" }
  | {
      kind: "name";
      options: PublicKeyCredentialCreationOptionsJSON;
      register: WebAuthn["startRegistration"];
    };

/** How the name step ended without a passkey; `reload` when the list may have changed. */
type GaveUp = { reload: boolean };

/**
 * The step after the password: the new passkey's name, then the browser's ceremony and the
 * passkey sent to the server. Its options are good for one ceremony, so any failure ends the
 * step (`onGaveUp`, after its toast): another try starts again from the password.
 */
function PasskeyNameStep({
  level,
  options,
  register,
  taken,
  headingRef,
  onAdded,
  onCancel,
  onGaveUp,
  onSignedOut,
}: {
  level: 2 | 3;
  options: PublicKeyCredentialCreationOptionsJSON;
  register: WebAuthn["startRegistration"];
  /** The names the account's passkeys have: the name offered, and the one given, is not one. */
  taken: readonly string[];
  headingRef: Ref<HTMLHeadingElement>;
  onAdded: (passkey: Passkey) => void;
  onCancel: () => void;
  onGaveUp: (how: GaveUp) => void;
  /** The server no longer accepts the session (401). */
  onSignedOut: () => void;
}) {
  const id = useId();
  const { fieldRef, error, setError, refuse: refused, busy, send, isSending } = useFieldSend();
  // Rendered only once Add was pressed, so in the browser: its name is known.
  const [offered] = useState(() => defaultPasskeyName(navigator.userAgent, taken));

  const failed = (message: string | undefined, how: GaveUp) => {
    void showToast({
      variant: "destructive",
      title: text.toasts.failed.title,
      description: message ?? text.toasts.failed.description,
    });
    onGaveUp(how);
  };

  const create = async (name: string, ceremony: ReturnType<WebAuthn["startRegistration"]>) => {
    let response: Awaited<typeof ceremony>;
    try {
      response = await ceremony;
    } catch (error) {
      void showToast({ variant: "destructive", ...text.toasts[ceremonyFailure(error)] });
      onGaveUp({ reload: false });
      return;
    }
    const result = await addPasskey(name, response);
    if (result.ok) {
      onAdded(result.data);
      return;
    }
    if (result.status === 401) {
      onSignedOut();
      return;
    }
    // 409: the list filled up meanwhile, the passkey is already one of an account's, or the
    // name was taken meanwhile (another tab). The options' challenge is used up either way, so
    // the step ends: another try starts again from the password.
    failed(result.error?.message, { reload: result.status === 409 });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending()) return;
    const checked = checkPasskeyName(fieldRef.current?.value ?? "", taken);
    if (!checked.ok) {
      refused(checked.message);
      return;
    }
    // Started here, in the press itself, with nothing awaited first (`send` runs it at once):
    // Safari lets a ceremony start only as the direct answer to a press (why the options came
    // before this step).
    void send(() => create(checked.name, register({ optionsJSON: options })));
  };

  const titleId = `${id}-title`;
  const fieldId = `${id}-name`;
  return (
    <div role="group" aria-labelledby={titleId} className="space-y-4 p-4 sm:p-5">
      <div className="space-y-1">
        <SubHeading level={level} id={titleId} headingRef={headingRef}>
          {text.add.title}
        </SubHeading>
        <p className="text-sm text-pretty text-slate-700">{text.add.step}</p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <StepField
          fieldId={fieldId}
          label={text.add.nameLabel}
          hint={text.add.nameHint}
          error={error}
        >
          {(described) => (
            <Input
              ref={fieldRef}
              id={fieldId}
              name="passkey-name"
              autoComplete="off"
              defaultValue={offered}
              className="block max-w-sm"
              {...described}
              onInput={() => setError(null)}
            />
          )}
        </StepField>
        <StepActions
          busy={busy}
          submit={text.add.create}
          submitting={text.add.creating}
          cancel={text.add.cancel}
          onCancel={onCancel}
        />
      </form>
    </div>
  );
}

/**
 * Passkeys (docs/rules.md#passkeys): the account's passkeys, each removable after the
 * password; Add asks the password, then a name, then the browser makes the passkey. `passkeys`
 * is null until the first answer.
 */
export function PasskeySection({
  level,
  passkeys,
  loading,
  onChanged,
  onSignedOut,
}: {
  level: 2 | 3;
  passkeys: readonly Passkey[] | null;
  /** The page's data is being loaded again: the actions wait. */
  loading: boolean;
  /** Load the page's data again, the passkeys with it. */
  onChanged: () => void;
  onSignedOut: () => void;
}) {
  const fullId = useId();
  const [stage, setStage] = useState<PasskeyStage>({ kind: "list" });
  // The passkey the Remove dialog is about, kept after it closes so its words stay while it fades.
  const [removing, setRemoving] = useState<Passkey | null>(null);
  // The WebAuthn helper is being downloaded (the first Add).
  const [preparing, setPreparing] = useState(false);
  const webAuthn = useRef<WebAuthn | null>(null);
  const dialogs = useSectionDialogs<"add" | "remove">();
  const { asking, ask } = dialogs;
  const { sectionHeading, stepHeading, focusAfter, close, closeFocus } = useSectionFocus(
    dialogs,
    stage,
  );
  // What a change made the list, shown until the reload that follows it brings the server's.
  const [expected, setExpected] = useState<{
    next: readonly Passkey[];
    from: readonly Passkey[] | null;
  } | null>(null);

  const shown = expected && expected.from === passkeys ? expected.next : passkeys;
  const busy = loading || shown === null || preparing;
  const full = shown !== null && shown.length >= passkeyLimits.perAccount;

  const changed = (next: readonly Passkey[]) => {
    setExpected({ next, from: passkeys });
    onChanged();
  };

  const backToList = () => {
    focusAfter("section");
    setStage({ kind: "list" });
  };

  const startAdding = () => {
    if (preparing) return;
    setPreparing(true);
    loadWebAuthn().then(
      (loaded) => {
        setPreparing(false);
        if (!loaded.browserSupportsWebAuthn()) {
          void showToast({ variant: "destructive", ...text.toasts.unsupported });
          return;
        }
        webAuthn.current = loaded;
        // Focus stayed on Add while it waited (it is only marked disabled): the opener.
        ask("add");
      },
      () => {
        setPreparing(false);
        void showToast({ variant: "destructive", ...text.toasts.failed });
      },
    );
  };

  const addStep: PasswordStep<PublicKeyCredentialCreationOptionsJSON> = {
    title: text.add.title,
    description: text.add.passwordPrompt,
    submit: text.add.passwordSubmit,
    send: async (password) => {
      const result = await startAddingPasskey(password);
      // Full (another tab added one): the dialog says so; the list shows it after a reload.
      if (result.status === 409) onChanged();
      return result;
    },
  };

  const removeStep = (passkey: Passkey): PasswordStep<null> => ({
    title: text.remove.title,
    description: text.remove.description(passkey.name),
    submit: text.remove.submit,
    destructive: true,
    send: async (password) => {
      const result = await removePasskey(passkey.id, password);
      // Already gone (removed elsewhere): the dialog says so; its row and button go with it.
      if (result.status === 404) {
        focusAfter("section");
        changed((shown ?? []).filter((each) => each.id !== passkey.id));
      }
      return result;
    },
  });

  return (
    <AccountSection
      id="account-passkeys"
      level={level}
      title={text.title}
      intro={text.intro}
      busy={loading && passkeys !== null}
      headingRef={sectionHeading}
    >
      {stage.kind === "name" ? (
        <PasskeyNameStep
          level={level}
          options={stage.options}
          register={stage.register}
          taken={(shown ?? []).map((passkey) => passkey.name)}
          headingRef={stepHeading}
          onAdded={(passkey) => {
            void showToast({ variant: "success", ...text.toasts.added });
            backToList();
            changed([...(shown ?? []).filter((each) => each.id !== passkey.id), passkey]);
          }}
          onCancel={backToList}
          onGaveUp={({ reload }) => {
            backToList();
            if (reload) onChanged();
          }}
          onSignedOut={onSignedOut}
        />
      ) : shown === null ? (
        <SkeletonRows rows={1} label={text.loading} />
      ) : (
        <>
          <PasskeyList
            passkeys={shown}
            busy={busy}
            onRemove={(passkey) => {
              setRemoving(passkey);
              ask("remove");
            }}
          />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 px-4 py-3 sm:px-5">
            {/* The section's one strong action while there are none; quieter once there are. The
                size of every section's own action (a row's actions are smaller). */}
            <Button
              variant={shown.length === 0 ? "primary" : "outline"}
              disabled={busy || full}
              focusableWhenDisabled
              aria-describedby={full ? fullId : undefined}
              onClick={startAdding}
            >
              {text.add.button}
            </Button>
            {full && (
              <p id={fullId} className="min-w-0 flex-1 text-sm text-pretty text-slate-600">
                {text.list.full}
              </p>
            )}
          </div>
        </>
      )}
      <PasswordDialog
        step={addStep}
        open={asking === "add"}
        onClose={close}
        onCloseAutoFocus={closeFocus}
        onSignedOut={onSignedOut}
        onDone={(options) => {
          const loaded = webAuthn.current;
          if (loaded) {
            focusAfter("step");
            setStage({ kind: "name", options, register: loaded.startRegistration });
          }
          close();
        }}
      />
      {removing && (
        <PasswordDialog
          step={removeStep(removing)}
          open={asking === "remove"}
          onClose={close}
          onCloseAutoFocus={closeFocus}
          onSignedOut={onSignedOut}
          onDone={() => {
            void showToast({ variant: "success", ...text.toasts.removed });
            focusAfter("section");
            close();
            changed((shown ?? []).filter((each) => each.id !== removing.id));
          }}
        />
      )}
    </AccountSection>
  );
}
