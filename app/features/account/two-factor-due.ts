import { paths } from "../../../core/paths";
import { secondFactorSetupDueCode, type ApiError } from "../../../core/schemas/api-error";

// Outside demo mode the admin API refuses an admin without two-factor sign-in (403 with
// `second-factor-setup-due`, docs/rules.md#two-factor-sign-in); the panel then takes them to
// their account page, which says why and offers the set-up.

const param = "two-factor";
const due = "setup";

/** The admin's account page, saying that two-factor sign-in must be set up first. */
export const twoFactorSetupDuePath = `${paths.adminAccount}?${param}=${due}`;

/** The account page was opened to set up two-factor sign-in. */
export function isTwoFactorSetupDue(search: URLSearchParams): boolean {
  return search.get(param) === due;
}

/** The admin API's refusal of an admin who has yet to set up two-factor sign-in. */
export function isSetupDueRefusal(result: {
  status: number;
  error?: Pick<ApiError, "code"> | null;
}): boolean {
  return result.status === 403 && result.error?.code === secondFactorSetupDueCode;
}
