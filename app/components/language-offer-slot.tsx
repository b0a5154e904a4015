import { useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { isPrivateArea } from "../../core/paths";
import { shouldOfferOtherLanguage } from "../lib/language-preference";

/**
 * Where the offer of the other language appears on the public pages. Its code is fetched only
 * for a visitor it is made to, once the page has started; the signed-in screens follow the
 * language chosen with the switch instead.
 */
export function LanguageOfferSlot() {
  const { pathname } = useLocation();
  const [Offer, setOffer] = useState<ComponentType | null>(null);
  const publicPage = !isPrivateArea(pathname);
  useEffect(() => {
    if (!publicPage || Offer || !shouldOfferOtherLanguage()) return;
    let cancelled = false;
    void import("./language-offer").then((module) => {
      if (!cancelled) setOffer(() => module.LanguageOffer);
    });
    return () => {
      cancelled = true;
    };
  }, [publicPage, Offer]);
  return Offer && publicPage ? <Offer /> : null;
}
