import { describe, expect, it } from "vitest";
import { contactFieldLimits } from "../limits";
import {
  listQueryMessages as listQueryMessagesSl,
  userFieldMessages as userFieldMessagesSl,
} from "../texts/admin-validation.sl";
import { contactFieldMessages as contactFieldMessagesSl } from "../texts/contact-validation.sl";
import { accountTexts as accountTextsSl } from "../texts/account.sl";
import { loginMessages as loginMessagesSl } from "../texts/sign-in.sl";
import { passkeyTexts as passkeyTextsSl } from "../texts/passkeys.sl";
import { passwordMessages as passwordMessagesSl } from "../texts/passwords.sl";
import { twoFactorTexts as twoFactorTextsSl } from "../texts/two-factor.sl";
import { signInQuerySchema, signInQuerySchemaWith } from "./admin-activity";
import { messageListQuerySchema, messageListQuerySchemaWith } from "./admin-messages";
import {
  createUserSchema,
  createUserSchemaWith,
  updateUserSchema,
  updateUserSchemaWith,
  userListQuerySchema,
  userListQuerySchemaWith,
} from "./admin-users";
import { passwordChangeSchema, passwordChangeSchemaWith } from "./account";
import {
  loginSchema,
  loginSchemaWith,
  newPasswordField,
  newPasswordFieldWith,
  passwordResetConfirmSchema,
  passwordResetConfirmSchemaWith,
} from "./auth";
import { contactMessageSchema, contactMessageSchemaWith } from "./contact";
import { addPasskeySchema, addPasskeySchemaWith } from "./passkeys";
import {
  passwordConfirmationSchema,
  passwordConfirmationSchemaWith,
  secondFactorSchema,
  secondFactorSchemaWith,
} from "./two-factor";

// Each shared schema is made by one function from its texts: the module's own instance speaks
// the imported texts (English here and on the server; the Slovenian build swaps the modules),
// and the server makes a Slovenian instance of the same rules for a Slovenian page's requests.

interface Schema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

/** The first message for each field, as the API's `fieldErrors` names them. */
function messages(schema: Schema, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

const NUL = "\u0000";
const long = (length: number) => "x".repeat(length);

const contactSl = contactMessageSchemaWith(contactFieldMessagesSl);

describe("the contact form's messages", () => {
  it("are Slovenian in the Slovenian instance: an empty name, a long subject, control characters", () => {
    expect(
      messages(contactSl, {
        name: "  ",
        email: "",
        company: long(contactFieldLimits.company + 1),
        subject: long(contactFieldLimits.subject + 1),
        message: `Pozdravljeni${NUL}`,
      }),
    ).toEqual({
      name: "Vnesite ime in priimek.",
      email: "Vnesite e-poštni naslov.",
      company: "Ime podjetja je lahko dolgo največ 150 znakov.",
      subject: "Zadeva je lahko dolga največ 200 znakov.",
      message: "Iz polja »Sporočilo« odstranite nevidne kontrolne znake.",
    });
    expect(
      messages(contactSl, {
        name: `Ana${NUL}`,
        email: "ana@",
        subject: "",
        message: long(contactFieldLimits.message + 1),
      }),
    ).toEqual({
      name: "Iz polja »Ime in priimek« odstranite nevidne kontrolne znake.",
      email: "Vnesite veljaven e-poštni naslov.",
      subject: "Vnesite zadevo.",
      message: "Sporočilo je lahko dolgo največ 5000 znakov.",
    });
    expect(
      messages(contactSl, { name: long(101), email: "a@b.si", subject: "s", message: "" }),
    ).toEqual({
      name: "Ime in priimek sta lahko skupaj dolga največ 100 znakov.",
      message: "Vnesite sporočilo.",
    });
  });

  it("say a number of characters in Slovenian's four forms", () => {
    const { tooLong } = contactFieldMessagesSl.subject;
    expect([1, 2, 3, 4, 5, 101, 102, 103, 200].map(tooLong)).toEqual([
      "Zadeva je lahko dolga največ 1 znak.",
      "Zadeva je lahko dolga največ 2 znaka.",
      "Zadeva je lahko dolga največ 3 znake.",
      "Zadeva je lahko dolga največ 4 znake.",
      "Zadeva je lahko dolga največ 5 znakov.",
      "Zadeva je lahko dolga največ 101 znak.",
      "Zadeva je lahko dolga največ 102 znaka.",
      "Zadeva je lahko dolga največ 103 znake.",
      "Zadeva je lahko dolga največ 200 znakov.",
    ]);
    expect(contactFieldMessagesSl.message.tooLong(15000)).toBe(
      "Sporočilo je lahko dolgo največ 15.000 znakov.",
    );
  });

  it("stay as they were in the English instance, word for word", () => {
    expect(
      messages(contactMessageSchema, {
        name: "  ",
        email: "",
        company: long(151),
        subject: long(201),
        message: `Hello${NUL}`,
      }),
    ).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      company: "Please keep the company name under 150 characters.",
      subject: "Please keep a subject under 200 characters.",
      message: "Please remove the invisible control characters from a message.",
    });
    expect(
      messages(contactMessageSchema, {
        name: `Ana${NUL}`,
        email: `ana${NUL}@example.org`,
        company: NUL,
        subject: "",
        message: long(5001),
      }),
    ).toEqual({
      name: "Please remove the invisible control characters from your name.",
      email: "Please remove the invisible control characters from your email address.",
      company: "Please remove the invisible control characters from the company name.",
      subject: "Please enter a subject.",
      message: "Please keep a message under 5000 characters.",
    });
    expect(
      messages(contactMessageSchema, { name: long(101), email: "ana@", subject: NUL, message: "" }),
    ).toEqual({
      name: "Please keep your name under 100 characters.",
      email: "Please enter a valid email address.",
      subject: "Please remove the invisible control characters from a subject.",
      message: "Please enter a message.",
    });
  });
});

describe("the admin panel's messages", () => {
  it("are Slovenian in the Slovenian instances", () => {
    expect(
      messages(createUserSchemaWith(userFieldMessagesSl), {
        email: "",
        password: long(257),
        fullName: long(201),
        company: `Podjetje${NUL}`,
      }),
    ).toEqual({
      email: "Vnesite e-poštni naslov.",
      password: "Geslo ima lahko največ 256 znakov",
      fullName: "Ime in priimek sta lahko skupaj dolga največ 200 znakov.",
      company: "Polje »Podjetje« vsebuje znake, ki niso dovoljeni.",
    });
    expect(messages(createUserSchemaWith(userFieldMessagesSl), { email: "ana@" })).toEqual({
      email: "Vnesite veljaven e-poštni naslov.",
    });
    expect(
      messages(updateUserSchemaWith(userFieldMessagesSl), { fullName: NUL, company: long(201) }),
    ).toEqual({
      fullName: "Polje »Ime in priimek« vsebuje znake, ki niso dovoljeni.",
      company: "Ime podjetja je lahko dolgo največ 200 znakov.",
    });
    expect(messages(userListQuerySchemaWith(listQueryMessagesSl), { search: NUL })).toEqual({
      search: "Iskalni niz vsebuje znake, ki niso dovoljeni.",
    });
    expect(messages(signInQuerySchemaWith(listQueryMessagesSl), { before: "1_x" })).toEqual({
      before: "Neznana stran seznama.",
    });
    expect(
      messages(messageListQuerySchemaWith(listQueryMessagesSl), { after: "1_2", search: NUL }),
    ).toEqual({
      search: "Iskalni niz vsebuje znake, ki niso dovoljeni.",
      after: "Neznana stran seznama.",
    });
  });

  it("stay as they were in the English instances, word for word", () => {
    expect(
      messages(createUserSchema, {
        email: "",
        password: long(257),
        fullName: long(201),
        company: `Company${NUL}`,
      }),
    ).toEqual({
      email: "Please enter an email address.",
      password: "Password must be at most 256 characters long",
      fullName: "Please keep the full name under 200 characters.",
      company: "The company contains characters that are not allowed.",
    });
    expect(messages(createUserSchema, { email: "ana@" })).toEqual({
      email: "Please enter a valid email address.",
    });
    expect(messages(updateUserSchema, { fullName: NUL, company: long(201) })).toEqual({
      fullName: "The full name contains characters that are not allowed.",
      company: "Please keep the company under 200 characters.",
    });
    expect(messages(userListQuerySchema, { search: NUL })).toEqual({
      search: "The search contains characters that are not allowed.",
    });
    expect(messages(signInQuerySchema, { before: "1_x" })).toEqual({ before: "Unknown page." });
    expect(messages(messageListQuerySchema, { after: "1_2", search: NUL })).toEqual({
      search: "The search contains characters that are not allowed.",
      after: "Unknown page.",
    });
  });
});

describe("the sign-in's and the account's messages", () => {
  it("are the Slovenian texts' in the Slovenian instances", () => {
    expect(messages(loginSchemaWith(loginMessagesSl), { email: "", password: " " })).toEqual({
      email: loginMessagesSl.validation.description,
      password: loginMessagesSl.validation.description,
    });
    expect(newPasswordFieldWith(passwordMessagesSl).safeParse("ab").error?.issues).toMatchObject([
      { message: "Geslo mora imeti najmanj 6 znakov" },
      { message: "Geslo mora vsebovati vsaj eno številko" },
    ]);
    expect(
      messages(
        passwordChangeSchemaWith({ account: accountTextsSl, passwords: passwordMessagesSl }),
        {
          currentPassword: "",
          newPassword: long(257),
        },
      ),
    ).toEqual({
      currentPassword: accountTextsSl.password.currentRequired,
      newPassword: passwordMessagesSl.tooLong,
    });
    expect(messages(passwordConfirmationSchemaWith(accountTextsSl), { password: "" })).toEqual({
      password: accountTextsSl.password.currentRequired,
    });
    expect(messages(secondFactorSchemaWith(twoFactorTextsSl), { code: long(21) })).toEqual({
      code: twoFactorTextsSl.answers.wrongCode,
    });
    expect(messages(addPasskeySchemaWith(passkeyTextsSl), { name: " " })).toMatchObject({
      name: passkeyTextsSl.add.nameRequired,
    });
    expect(
      messages(passwordResetConfirmSchemaWith(passwordMessagesSl), {
        token: "t",
        password: long(257),
      }),
    ).toEqual({ password: passwordMessagesSl.tooLong });
  });

  it("stay as they were in the English instances", () => {
    expect(messages(loginSchema, { email: "ana@", password: long(257) })).toEqual({
      email: "Please enter a valid email address.",
      password: "Invalid email or password. Please try again.",
    });
    expect(newPasswordField.safeParse("ab").error?.issues).toMatchObject([
      { message: "Password must be at least 6 characters long" },
      { message: "Password must contain at least one number" },
    ]);
    expect(messages(passwordChangeSchema, { currentPassword: "", newPassword: long(257) })).toEqual(
      {
        currentPassword: "Please enter your current password",
        newPassword: "Password must be at most 256 characters long",
      },
    );
    expect(messages(passwordConfirmationSchema, { password: long(257) })).toEqual({
      password: "The current password is not correct",
    });
    expect(messages(secondFactorSchema, { code: long(21) })).toEqual({
      code: "That code is not correct. Please try again.",
    });
    expect(messages(addPasskeySchema, { name: long(61) })).toMatchObject({
      name: "Please keep the name to 60 characters",
    });
    expect(messages(passwordResetConfirmSchema, { token: "t", password: long(257) })).toEqual({
      password: "Password must be at most 256 characters long",
    });
  });
});

describe("one rule in each language", () => {
  // The two instances of a schema are made by the same function: they accept and refuse the
  // same values, only their words differ.
  const pairs: [string, Schema, Schema, unknown[]][] = [
    [
      "contact",
      contactMessageSchema,
      contactSl,
      [
        { name: "Ana", email: "ana@example.si", subject: "Ponudba", message: "Pozdravljeni" },
        { name: long(100), email: "ana@example.si", subject: long(200), message: long(5000) },
        { name: long(101), email: "ana@example.si", subject: "s", message: "m" },
        { name: "Ana", email: "ana@example", subject: "s", message: "m", company: long(150) },
        {},
      ],
    ],
    [
      "create user",
      createUserSchema,
      createUserSchemaWith(userFieldMessagesSl),
      [
        { email: "ana@example.si" },
        { email: "ana@example.si", fullName: long(201) },
        { email: "" },
      ],
    ],
    [
      "user list",
      userListQuerySchema,
      userListQuerySchemaWith(listQueryMessagesSl),
      [{}, { search: "novak" }, { search: NUL }, { pageSize: "101" }],
    ],
  ];

  it.each(pairs)(
    "%s: the Slovenian instance accepts what the English one does",
    (_, en, sl, values) => {
      for (const value of values) {
        expect(sl.safeParse(value).success, JSON.stringify(value)).toBe(
          en.safeParse(value).success,
        );
      }
    },
  );
});
