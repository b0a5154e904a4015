import { legalHighlights, privacyPolicy as content } from "../../core/content/legal";
import { paths } from "../../core/paths";
import { LegalPage } from "../components/legal-page";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.privacyPolicy });

export default function PrivacyPolicy() {
  return <LegalPage document={content} highlights={legalHighlights.privacy} />;
}
