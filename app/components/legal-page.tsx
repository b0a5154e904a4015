import { CalendarDays, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { WholeWords } from "./whole-words";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  legalContact,
  legalLabels,
  type LegalBlock,
  type LegalDocument,
  type LegalHighlights,
  type LegalListItem,
  type LegalText,
} from "../../core/content/legal";
import { formatLongDate } from "../../core/long-dates";
import { cn } from "../lib/cn";
import { pageLocale } from "../lib/page-locale";
import { useToday } from "../lib/use-today";
import { PageHero } from "./page-hero";
import { Card } from "./ui/card";

const inlineLink =
  "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 break-words";

/** The document's key facts, each leading to the section that says it in full. */
function Highlights({ highlights }: { highlights: LegalHighlights }) {
  return (
    // Not on a phone: there the summary and the contents follow the title at once, and the
    // terms themselves would start two screens down.
    <nav
      aria-label={highlights.title}
      className="hidden rounded-xl border border-slate-200 bg-white sm:block"
    >
      <p className="border-b border-slate-200 px-6 py-3 text-sm font-semibold uppercase tracking-wider text-slate-900">
        {highlights.title}
      </p>
      {highlights.layout === "grid" ? (
        <ul className="grid grid-cols-2">
          {highlights.items.map((item, index) => (
            <li
              key={item.label}
              className={cn(
                "border-slate-200",
                index % 2 === 1 && "border-l",
                index >= 2 && "border-t",
              )}
            >
              <a
                href={`#${item.section}`}
                className="block h-full px-4 py-4 hover:bg-brand-50 sm:px-6"
              >
                {/* A figure stays on one line on a phone too: "12 mesecev" beside "2 leti". */}
                <span className="block text-xl font-bold tracking-tight whitespace-nowrap tabular-nums text-brand-700 sm:text-2xl">
                  {item.value}
                </span>
                <span className="mt-1 block text-sm leading-snug text-slate-700">{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <ol className="px-6 py-4">
          {highlights.items.map((item, index) => (
            <li key={item.label} className="relative pl-8">
              {/* The line that joins one step to the next. */}
              {index < highlights.items.length - 1 && (
                <span
                  aria-hidden
                  className="absolute top-4 bottom-0 left-[0.4375rem] w-0.5 bg-brand-200"
                />
              )}
              <span
                aria-hidden
                className="absolute top-1.5 left-0 size-4 rounded-full border-2 border-brand-600 bg-white"
              />
              <a href={`#${item.section}`} className="block rounded-md pb-3 hover:text-brand-700">
                <span className="block font-bold tabular-nums text-brand-700">{item.value}</span>
                <span className="block text-sm leading-snug text-slate-700">{item.label}</span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}

/** A legal document: title, last-updated date, key facts, table of contents and numbered sections. */
export function LegalPage({
  document,
  highlights,
}: {
  document: LegalDocument;
  highlights: LegalHighlights;
}) {
  const today = useToday();
  return (
    <>
      <PageHero
        eyebrow={document.hero.eyebrow}
        title={document.hero.title}
        lead={document.hero.lead}
        visual={<Highlights highlights={highlights} />}
      >
        <p className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
          <CalendarDays aria-hidden className="size-4 shrink-0 text-brand-700" />
          <time dateTime={today}>
            {legalLabels.lastUpdated}: {formatLongDate(today, pageLocale)}
          </time>
        </p>
      </PageHero>

      <div className="bg-white">
        {/* The summary comes first, before the contents: on a phone it is read before a list of
            twelve links; on a wide screen the contents stand beside it and the sections. */}
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-x-12 lg:px-8">
          <div className="mb-10 max-w-3xl rounded-xl border-l-4 border-accent-500 bg-brand-50 px-5 py-4 lg:col-start-2 lg:row-start-1">
            <p className="font-semibold text-brand-900">{legalLabels.inShort}</p>
            <p className="mt-1 leading-relaxed text-slate-800">{document.summary}</p>
          </div>

          <nav
            aria-label={legalLabels.tableOfContents}
            className="mb-10 lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
          >
            <Card>
              <p className="text-sm font-semibold uppercase tracking-wider text-slate-900">
                {legalLabels.contents}
              </p>
              <ol className="mt-3 space-y-1 text-sm">
                {document.sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                    >
                      <span className="w-5 shrink-0 text-right font-semibold tabular-nums text-brand-700">
                        {index + 1}.
                      </span>
                      <span>{section.title}</span>
                    </a>
                  </li>
                ))}
              </ol>
            </Card>
          </nav>

          <div className="min-w-0 max-w-3xl lg:col-start-2 lg:row-start-2">
            <div className="divide-y divide-slate-200">
              {document.sections.map((section, index) => (
                <section
                  key={section.id}
                  aria-labelledby={section.id}
                  className="py-10 first:pt-0 last:pb-0"
                >
                  <h2
                    id={section.id}
                    className="flex gap-3 text-2xl font-bold tracking-tight text-slate-900"
                  >
                    {/* One width for every number, so that the titles after 9 start where
                        the others do. */}
                    <span className="min-w-[2.5ch] shrink-0 tabular-nums text-brand-700">
                      {index + 1}.
                    </span>
                    <span>{section.title}</span>
                  </h2>
                  <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                    {section.blocks.map((block, blockIndex) => (
                      <Block key={blockIndex} block={block} />
                    ))}
                  </div>
                </section>
              ))}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <ListItem item={item} />
            </li>
          ))}
        </ul>
      );
    case "contact":
      return <ContactDetails />;
  }
}

function ListItem({ item }: { item: LegalListItem }) {
  if (typeof item === "object" && "term" in item) {
    return (
      <>
        <strong className="font-semibold text-slate-900">{item.term}:</strong>{" "}
        <RichText text={item.text} />
      </>
    );
  }
  return <RichText text={item} />;
}

function RichText({ text }: { text: LegalText }) {
  if (typeof text === "string") return <WholeWords text={text} />;
  return (
    <>
      {text.map((part, index) => {
        if (typeof part === "string") return <WholeWords key={index} text={part} />;
        return part.href.startsWith("/") ? (
          <Link key={index} to={part.href} className={inlineLink}>
            {part.label}
          </Link>
        ) : (
          <a key={index} href={part.href} className={inlineLink}>
            {part.label}
          </a>
        );
      })}
    </>
  );
}

/** The firm's legal contact details (docs/rules.md#site-content-and-figures), from core/site.ts. */
function ContactDetails() {
  const labels = legalLabels.contact;
  return (
    <address className="pt-2 not-italic">
      <Card>
        <p className="text-lg font-semibold text-slate-900">{legalContact.name}</p>
        <dl className="mt-4 space-y-4">
          <ContactRow icon={MapPin} label={labels.address}>
            {legalContact.address}
          </ContactRow>
          <ContactRow icon={Mail} label={labels.email}>
            <a href={legalContact.emailHref} className={inlineLink}>
              {legalContact.email}
            </a>
          </ContactRow>
          <ContactRow icon={Phone} label={labels.phone}>
            <a href={legalContact.phoneHref} className={inlineLink}>
              {legalContact.phone}
            </a>
          </ContactRow>
        </dl>
      </Card>
    </address>
  );
}

function ContactRow({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Icon aria-hidden className="size-4 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-slate-900">{children}</dd>
    </div>
  );
}
