// The server picks this module itself (no build swaps it), so the Slovenian texts it shares
// are imported by name.
import { adminLoginMessages } from "./admin-sign-in.sl";
import { slovenian } from "../translation";
import type * as english from "./api-errors";

export const apiErrorTexts = slovenian<typeof english.apiErrorTexts>({
  notSignedIn: "Za nadaljevanje se prijavite.",
  adminOnly: adminLoginMessages.adminRequired,
  crossSite: "Zahtev z drugih spletnih mest ne sprejemamo.",
  serviceUnavailable:
    "Storitev je za kratek čas nedosegljiva. Poskusite znova čez nekaj trenutkov.",
  signInsBusy: "Trenutno preverjamo preveč prijav. Poskusite znova čez nekaj trenutkov.",
  tooManyRequests: "Preveč zahtev. Počakajte nekaj minut in poskusite znova.",
  tooManyResetRequests:
    "Preveč zahtev za ponastavitev gesla. Počakajte nekaj časa in poskusite znova.",
  noSuchPortalPage: "Te strani v partnerskem portalu ni.",
  sessionNotFound: "Ta seja ni prijavljena.",
  serverFailure: "Pri nas je prišlo do napake. Poskusite znova.",
  invalidAddress: "Naslov ni veljaven.",
  notFound: (method: string, url: string) => `Pod ${method} ${url} ni mogoče najti ničesar.`,
  request: {
    tooLarge: "Zahteva je prevelika.",
    notJson: "Telo zahteve pošljite kot application/json.",
    emptyBody: "Telo zahteve je prazno.",
    invalidJson: "Telo zahteve ni veljaven JSON.",
    lengthMismatch: "Glava Content-Length se ne ujema s telesom zahteve.",
    invalidValue: "Neveljavna vrednost.",
    invalid: "Zahteva ni veljavna.",
  },
  users: {
    unknown: "Neznan uporabnik.",
    gone: "Ta uporabnik ne obstaja več.",
    duplicate: "Uporabnik s tem e-poštnim naslovom že obstaja.",
    lastAdmin:
      "Zadnjega skrbnika ni mogoče spremeniti v partnerja. Najprej za skrbnika določite drugega uporabnika.",
    adminRow: "Skrbniških računov ni mogoče izbrisati.",
  },
});
