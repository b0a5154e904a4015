/** Icons the content may name; the web app maps each to a drawing. */
export type IconName =
  | "award"
  | "handshake"
  | "globe"
  | "cog"
  | "ship"
  | "users"
  | "shield"
  | "target"
  | "search"
  | "clipboard"
  | "layers"
  | "compass"
  | "clock"
  | "map";

export interface IconItem {
  icon: IconName;
  title: string;
  description: string;
}

export interface LinkAction {
  label: string;
  to: string;
}

/** The line drawings of the firm's work (scripts/illustrations.ts), each with its alternative. */
export interface DrawingRef {
  name: "engineering" | "trade" | "partnerships";
  alt: string;
}
