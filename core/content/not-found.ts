import { paths } from "../paths";
import { pageErrorTexts } from "../texts/page-errors";
import type { IconName } from "./types";

/** The not-found page: the texts around SPEC's heading and the ways on from it. */
export const notFoundContent = {
  /** The browser tab's title, before the firm's name. */
  metaTitle: "Page not found",
  title: "Oops! Page not found",
  text: "The page you are looking for does not exist or has moved.",
  triedLabel: "You tried",
  home: { label: pageErrorTexts.returnHome, to: paths.home },
  waysOnTitle: "Where to next",
  waysOn: [
    {
      icon: "layers",
      label: "Services",
      to: paths.services,
      description: "Engineering consulting, system integration, project management and trade.",
    },
    {
      icon: "handshake",
      label: "Contact",
      to: paths.contact,
      description: "Tell us what you need, and the right person will answer you.",
    },
    {
      icon: "shield",
      label: "Partner Portal",
      to: paths.login,
      description: "Sign in for product information, government solutions and case studies.",
    },
  ] satisfies { icon: IconName; label: string; to: string; description: string }[],
} as const;
