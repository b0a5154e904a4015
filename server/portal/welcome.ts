import type { Database } from "../../db/client";
import type { Locale } from "../../core/locales";
import type { PortalWelcome } from "../../core/schemas/portal";
import { portalWelcome } from "../content/portal/welcome";
import { previousSignIn } from "../repositories/last-sign-in";

/**
 * The welcome of the signed-in user: their name and company and their sign-in before the one
 * that started this session, read from the sign-in records. Only ever the caller's own; what is
 * not known is said in `locale`.
 */
export async function welcomeFor(
  db: Pick<Database, "select">,
  session: {
    sessionId: string;
    userId: string;
    email: string;
    fullName: string | null;
    company: string | null;
  },
  locale: Locale = "en",
): Promise<PortalWelcome> {
  return portalWelcome(session, await previousSignIn(db, session), locale);
}
