import type { MetaDescriptor } from "react-router";
import { adminPanelText } from "../../../../core/texts/admin-panel";
import { site } from "../../../../core/site";

/** The head of every panel view: its title, a description, and kept out of search engines. */
export function adminPanelMeta(viewTitle?: string): MetaDescriptor[] {
  const title = [viewTitle, adminPanelText.title, site.name].filter(Boolean).join(" | ");
  return [
    { title },
    { name: "description", content: adminPanelText.metaDescription },
    { name: "robots", content: "noindex" },
  ];
}
