import type { Locale } from "../../../core/locales";
import { paths, portalPagePath } from "../../../core/paths";
import { portalSearch, portalTexts } from "../../../core/texts/portal";
import { portalTexts as portalTextsSl } from "../../../core/texts/portal.sl";
import type {
  PortalOverview,
  PortalPage,
  PortalSearchAnswer,
  PortalSearchResult,
} from "../../../core/schemas/portal";
import { portalOverview } from "./overview";
import { portalOverview as portalOverviewSl } from "./overview.sl";
import { allPortalPages } from "./pages";

type Field = PortalSearchResult["field"];

/** One card of the portal (a product, a feature, a solution, a case study) and its fields. */
interface SearchItem {
  to: string;
  pageTitle: string;
  title: string;
  /** In the order a match is preferred: the title first. */
  fields: { field: Field; text: string }[];
}

/**
 * Lower case without accents, so "sancevic" finds "Šančević" and "ZAGREB" finds "Zagreb": a
 * Slovenian query typed without č, š and ž finds the words written with them.
 */
export function foldForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const titled = (title: string) => [{ field: "Title" as const, text: title }];
const many = (field: Field, texts: readonly string[]) => texts.map((text) => ({ field, text }));

function pageItems(page: PortalPage): SearchItem[] {
  const to = portalPagePath(page.slug);
  const pageTitle = page.hero.title;
  const item = (title: string, fields: SearchItem["fields"]): SearchItem => ({
    to,
    pageTitle,
    title,
    fields: [...titled(title), ...fields],
  });
  const hero = item(pageTitle, [{ field: "Description", text: page.hero.lead }]);
  switch (page.kind) {
    case "smart-card":
      return [
        hero,
        ...page.features.items.map((feature) =>
          item(feature.title, [{ field: "Description", text: feature.description }]),
        ),
        ...page.specs.items.map((spec) =>
          item(spec.label, [{ field: "Specification", text: spec.value }]),
        ),
      ];
    case "government":
      return [
        hero,
        ...page.solutions.items.map((solution) =>
          item(solution.title, [
            { field: "Description", text: solution.description },
            ...many("Country", solution.countries),
          ]),
        ),
        ...page.benefits.items.map((benefit) =>
          item(benefit.title, [{ field: "Description", text: benefit.description }]),
        ),
      ];
    case "capabilities":
      return [
        hero,
        ...page.capabilities.items.map((capability) =>
          item(capability.title, [
            { field: "Description", text: capability.description },
            ...many("Feature", capability.points),
          ]),
        ),
      ];
    case "case-studies":
      return [
        hero,
        ...page.studies.items.map((study) =>
          item(study.title, [
            { field: "Country", text: study.country },
            { field: "Category", text: study.category },
            { field: "Challenge", text: study.challenge },
            { field: "Solution", text: study.solution },
            ...many("Result", study.results),
          ]),
        ),
      ];
  }
}

/** The welcome page's own cards: the product portfolio and the partnership benefits. */
function overviewItems(portalOverview: PortalOverview, pageTitle: string): SearchItem[] {
  const to = paths.partnerPortal;
  return [
    ...portalOverview.portfolio.items.map((product) => ({
      to,
      pageTitle,
      title: product.title,
      fields: [
        ...titled(product.title),
        { field: "Description" as const, text: product.description },
        { field: "Category" as const, text: product.category },
        ...many("Feature", product.features),
      ],
    })),
    ...portalOverview.benefits.items.map((benefit) => ({
      to,
      pageTitle,
      title: benefit.title,
      fields: [
        ...titled(benefit.title),
        { field: "Description" as const, text: benefit.description },
      ],
    })),
  ];
}

type IndexedItem = SearchItem & { folded: string[] };

// The government solutions on the welcome page are the same four as on their own page, which
// the search lists once, there.
const indexOf = (locale: Locale, overview: PortalOverview, overviewTitle: string): IndexedItem[] =>
  [...overviewItems(overview, overviewTitle), ...allPortalPages(locale).flatMap(pageItems)].map(
    (item) => ({ ...item, folded: item.fields.map(({ text }) => foldForSearch(text)) }),
  );

/** Each language's cards, searched in the language the portal is read in. */
const indexes: Record<Locale, IndexedItem[]> = {
  en: indexOf("en", portalOverview, portalTexts.overview),
  sl: indexOf("sl", portalOverviewSl, portalTextsSl.overview),
};

/**
 * The portal's cards that match every word of the query within one of their fields, titles
 * first, each named by the first field that matches. The cards are those of the language asked
 * for (English unless told); a result's `field` names the field, not its words, in both.
 */
export function searchPortal(query: string, locale: Locale = "en"): PortalSearchAnswer {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const matches: { result: PortalSearchResult; rank: number }[] = [];
  if (words.length > 0) {
    for (const item of indexes[locale]) {
      const index = item.folded.findIndex((text) => words.every((word) => text.includes(word)));
      const field = item.fields[index];
      if (!field) continue;
      matches.push({
        result: {
          to: item.to,
          pageTitle: item.pageTitle,
          title: item.title,
          field: field.field,
          text: field.text,
        },
        rank: field.field === "Title" ? 0 : 1,
      });
    }
  }
  // A stable sort keeps the portal's own order within each rank.
  matches.sort((a, b) => a.rank - b.rank);
  return {
    query,
    total: matches.length,
    results: matches.slice(0, portalSearch.limit).map(({ result }) => result),
  };
}
