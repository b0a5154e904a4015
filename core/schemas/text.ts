import { z } from "zod/mini";

/**
 * Characters no field a person types has any business holding: NUL and the other control
 * characters (tab, line feed and carriage return stay allowed). PostgreSQL refuses NUL in text,
 * so catching them here turns a would-be server error into a clear message.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return controlCharacters.test(value);
}

/** A check for any string schema: refuses control characters with the given message. */
export function withoutControlCharacters(message: string) {
  return z.refine<string>((value) => !hasControlCharacters(value), message);
}
