import { slovenian } from "../translation";
import type * as english from "./forms";

export const formMessages = slovenian<typeof english.formMessages>({
  missingFields: "Izpolnite vsa obvezna polja.",
  invalidEmail: "Vnesite veljaven e-poštni naslov.",
  controlCharacters: (label: string) => `Iz polja »${label}« odstranite nevidne kontrolne znake.`,
});
