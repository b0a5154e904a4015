import { Clock3, Mail, MapPin, Phone } from "lucide-react";
import { contactContent as content } from "../../core/content/contact";
import { paths } from "../../core/paths";
import { site } from "../../core/site";
import { ContactForm } from "../features/contact/contact-form";
import { IconTile } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { sectionSpace } from "../components/section";
import { Card } from "../components/ui/card";
import { cn } from "../lib/cn";
import { pageMeta } from "../lib/seo";
// Drawn at build time from Natural Earth data (scripts/illustrations.ts).
import officeMap from "../illustrations/office-map.svg?no-inline";
import sizes from "../illustrations/sizes.json";
import { OfficeMarker } from "../components/office-marker";

export const meta = () => pageMeta({ ...content.meta, path: paths.contact });

/**
 * Where the office is: Slovenia among its neighbours. Beside the header on wide screens only,
 * so on a phone the form follows the header at once (and the hidden picture is not loaded).
 */
function OfficeMap() {
  return (
    // The caption lies on the map's corner, so the figure is no taller than the header's text.
    <figure className="relative hidden w-full lg:block">
      <img
        src={officeMap}
        alt={content.officeMap.alt}
        width={sizes["office-map.svg"].width}
        height={sizes["office-map.svg"].height}
        loading="lazy"
        decoding="async"
        className="block h-auto w-full rounded-xl border border-slate-200"
      />
      <figcaption className="absolute bottom-3 left-3 flex items-center gap-2 rounded-md bg-white/95 px-2.5 py-1 text-sm font-medium text-slate-800 shadow-sm">
        <OfficeMarker />
        {site.location}
      </figcaption>
    </figure>
  );
}

export default function Contact() {
  return (
    <>
      <PageHero {...content.hero} visual={<OfficeMap />} compact />

      <section
        aria-label={content.detailsLabel}
        className={cn("bg-white pt-8", sectionSpace.bottom)}
      >
        {/* The two columns stretch to one height, the promise at the form's foot, so they end
            on one line. */}
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10 lg:px-8">
          <Card padded={false} className="flex flex-col overflow-hidden">
            <div className="flex-1 p-6 sm:px-8 sm:py-7">
              <h2 className="text-2xl font-bold tracking-tight text-slate-900">
                {content.form.title}
              </h2>
              <p className="mt-1 mb-5 text-slate-700">{content.form.intro}</p>
              <ContactForm />
            </div>
            {/* The reply promise at the form's foot, where a sender looks next. */}
            <div
              role="group"
              aria-labelledby="promise-title"
              className="flex gap-4 border-t border-slate-200 bg-brand-50 px-6 py-5 sm:px-8"
            >
              <Clock3 aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <div>
                <h2 id="promise-title" className="font-semibold text-slate-900">
                  {content.promise.title}
                </h2>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">
                  {content.promise.text}
                </p>
              </div>
            </div>
          </Card>

          <div className="rounded-xl border border-slate-200 bg-slate-50">
            <div className="p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-700 text-white">
                  <Mail aria-hidden className="size-5" />
                </span>
                <h2 className="text-xl font-semibold text-slate-900">{content.emailCard.title}</h2>
              </div>
              <p className="mt-3 leading-relaxed text-slate-700">{content.emailCard.text}</p>
              <a
                href={`mailto:${site.publicEmail}`}
                className="mt-3 inline-block break-all text-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {site.publicEmail}
              </a>
              <dl className="mt-5 space-y-3 border-t border-slate-200 pt-5 text-sm">
                <div className="flex gap-3">
                  <dt>
                    <Phone aria-hidden className="mt-0.5 size-4 text-brand-700" />
                    <span className="sr-only">{content.office.phone.label}</span>
                  </dt>
                  <dd>
                    <a
                      href={content.office.phone.href}
                      className="font-semibold tabular-nums text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
                    >
                      {content.office.phone.value}
                    </a>
                  </dd>
                </div>
                <div className="flex gap-3">
                  <dt>
                    <MapPin aria-hidden className="mt-0.5 size-4 text-brand-700" />
                    <span className="sr-only">{content.office.address.label}</span>
                  </dt>
                  <dd className="text-slate-800">{content.office.address.value}</dd>
                </div>
              </dl>
            </div>

            {/* The practical details in the same panel, compact, so the column is no taller
                than the form beside it. */}
            <ul className="divide-y divide-slate-200 border-t border-slate-200">
              {content.infoBlocks.map((block) => (
                <li key={block.title} className="flex gap-3 px-6 py-4">
                  <IconTile name={block.icon} size="sm" className="shrink-0" />
                  <div>
                    <h3 className="font-semibold text-slate-900">{block.title}</h3>
                    <p className="mt-0.5 text-sm leading-relaxed text-slate-700">
                      {block.description}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
