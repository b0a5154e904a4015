import { Clock3, Mail } from "lucide-react";
import { contactContent as content } from "../../core/content/contact";
import { paths } from "../../core/paths";
import { site } from "../../core/site";
import { ContactForm } from "../features/contact/contact-form";
import { IconTile } from "../components/icon";
import { PageHero } from "../components/page-hero";
import { Card } from "../components/ui/card";
import { pageMeta } from "../lib/seo";

export const meta = () => pageMeta({ ...content.meta, path: paths.contact });

export default function Contact() {
  return (
    <>
      <PageHero {...content.hero} />

      <section aria-label="Contact details and form" className="bg-slate-50 py-16 md:py-24">
        <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
          <Card className="lg:col-start-1 lg:row-start-1">
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-700 text-white">
              <Mail aria-hidden className="size-6" />
            </span>
            <h2 className="mt-5 text-xl font-semibold text-slate-900">{content.emailCard.title}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">{content.emailCard.text}</p>
            <a
              href={`mailto:${site.publicEmail}`}
              className="mt-4 inline-block break-all text-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {site.publicEmail}
            </a>
          </Card>

          <Card
            padded={false}
            className="p-6 sm:p-8 lg:col-span-2 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <h2 className="text-2xl font-bold text-slate-900">{content.form.title}</h2>
            <p className="mb-6 mt-2 text-slate-700">{content.form.intro}</p>
            <ContactForm />
          </Card>

          <ul className="space-y-4 lg:col-start-1 lg:row-start-2">
            {content.infoBlocks.map((block) => (
              <li
                key={block.title}
                className="flex gap-4 rounded-xl bg-white p-5 ring-1 ring-slate-200"
              >
                <IconTile name={block.icon} className="shrink-0" />
                <div>
                  <h3 className="font-semibold text-slate-900">{block.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700">{block.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="promise-title" className="bg-white py-16">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 text-center sm:px-6 lg:px-8">
          <Clock3 aria-hidden className="size-12 text-brand-600" />
          <h2 id="promise-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
            {content.promise.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{content.promise.text}</p>
        </div>
      </section>
    </>
  );
}
