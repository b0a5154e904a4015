import { Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import { site } from "../../core/site";
import { footerLinks, siteFrameTexts } from "../../core/texts/site-frame";
import { usePortalFooter } from "../lib/app-frame";
import { useToday } from "../lib/use-today";
import { Logo } from "./logo";

const { quick: quickLinks, legal: legalLinks } = footerLinks;
const text = siteFrameTexts.footer;

const footerLink = "text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline";

const footerHeading = "text-sm font-semibold uppercase tracking-wider text-slate-900";

/**
 * A titled list of footer links; `inline` (the portal's one-line footer) keeps the title for
 * screen readers only and sets the links in a row.
 */
function FooterLinks({
  id,
  title,
  links,
  inline = false,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
  inline?: boolean;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={inline ? "sr-only" : footerHeading}>
        {title}
      </h2>
      <ul className={inline ? "flex flex-wrap gap-x-6 gap-y-2" : "mt-4 space-y-2 text-sm"}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = useToday().slice(0, 4);
  const compact = usePortalFooter();
  if (compact) return <CompactFooter year={year} />;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-700">
      {/* On a phone the two lists of links stand side by side, halving the footer's height. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="max-md:col-span-2">
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-600">{text.tagline}</p>
        </div>
        <FooterLinks id="footer-quick-links" title={text.quickLinks} links={quickLinks} />
        <FooterLinks id="footer-legal" title={text.legal} links={legalLinks} />
        <div className="max-md:col-span-2">
          <h2 className={footerHeading}>{text.contact}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 shrink-0 text-brand-700" />
              <a href={`mailto:${site.publicEmail}`} className={footerLink}>
                {site.publicEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
              <span>{site.location}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          {text.copyright(year)}
        </p>
      </div>
    </footer>
  );
}

/**
 * Under the portal, an application's footer: one quiet line with the copyright, the legal
 * pages, the e-mail and the city. The quick links are the header's own (Home, About Us,
 * Services, Contact and Partner Portal), so every link the full footer carries stays one
 * click away.
 */
function CompactFooter({ year }: { year: string }) {
  return (
    <footer className="border-t border-slate-200 bg-white text-sm text-slate-600">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <p>{text.copyright(year)}</p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <FooterLinks id="footer-legal" title={text.legal} links={legalLinks} inline />
          <a
            href={`mailto:${site.publicEmail}`}
            className={`${footerLink} inline-flex items-center gap-1.5 [overflow-wrap:anywhere]`}
          >
            <Mail aria-hidden className="size-4 shrink-0 text-brand-700" />
            {site.publicEmail}
          </a>
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
            {site.location}
          </span>
        </div>
      </div>
    </footer>
  );
}
