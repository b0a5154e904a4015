import { ActionLink } from "./action-link";
import { Link } from "react-router";
import type { LinkAction } from "../../core/content/types";
import { Button } from "./ui/button";

/** The closing band of a page: a sentence and the next steps. */
export function CallToAction({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: LinkAction;
  secondary?: LinkAction;
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20 lg:px-8">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ActionLink action={primary} variant="accent" size="lg" />
          {secondary && (
            <Button asChild variant="ghostLight" size="lg">
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
