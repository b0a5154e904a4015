import { Fragment } from "react";
import {
  whereWeWorkContent as content,
  workCountries,
  workRegions,
} from "../../core/content/countries";
// Drawn at build time from Natural Earth data (scripts/illustrations.ts): the page ships
// pictures, never the map code or its data.
import europeMap from "../illustrations/europe-map.svg?no-inline";
import worldMap from "../illustrations/world-map.svg?no-inline";
import sizes from "../illustrations/sizes.json";
import { OfficeMarker } from "./office-marker";

const byRegion = workRegions.map((region) => ({
  region,
  countries: workCountries.filter((country) => country.region === region),
}));

const legendCountry = <span aria-hidden className="size-3 shrink-0 rounded-sm bg-brand-600" />;

/**
 * The countries the firm works in: the world map, Europe in detail (where most of them are
 * too small to read on the world map) and the same list in words. The pictures load lazily
 * (the browser fetches them well before they scroll into view): far down the home page, they
 * would otherwise share a phone's connection with the hero and hold back the app's start,
 * which waits for the page to load. Their sizes keep their place meanwhile.
 */
export function WorkMap() {
  return (
    <div className="space-y-10">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <figure>
          <img
            src={worldMap}
            alt={content.mapAlt}
            width={sizes["world-map.svg"].width}
            height={sizes["world-map.svg"].height}
            loading="lazy"
            decoding="async"
            // Edge to edge on a phone: the whole width for the map's small countries.
            className="block h-auto w-full rounded-xl border border-slate-200 max-sm:-mx-4 max-sm:w-[calc(100%+2rem)] max-sm:max-w-none max-sm:rounded-none max-sm:border-x-0"
          />
          <figcaption className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <span className="inline-flex items-center gap-2">
              <OfficeMarker />
              {content.legend.office}
            </span>
            <span className="inline-flex items-center gap-2">
              {legendCountry}
              {content.legend.country}
            </span>
          </figcaption>
        </figure>

        {/*
          Below the world map: on a phone the inset takes the full width under the figure, as
          the Balkans and the Caucasus are specks on a 390 px world; on a tablet the two share
          a row; beside the map on a desktop.
        */}
        <div className="grid items-start gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] lg:flex lg:flex-col">
          <p className="text-slate-700">
            <span className="block text-4xl font-bold tracking-tight tabular-nums text-brand-700">
              {content.count.figure}
            </span>
            {content.count.label}
          </p>
          <figure>
            <img
              src={europeMap}
              alt={content.europe.alt}
              width={sizes["europe-map.svg"].width}
              height={sizes["europe-map.svg"].height}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full rounded-xl border border-slate-200"
            />
            <figcaption className="mt-2 text-sm text-slate-700">
              {content.europe.caption}
            </figcaption>
          </figure>
        </div>
      </div>

      <dl className="grid gap-6 border-t border-slate-200 pt-8 sm:grid-cols-2 lg:grid-cols-5">
        {/* Each region's name has room for two lines, so the lists under them start level. */}
        {byRegion.map(({ region, countries }) => (
          <div key={region}>
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-900 lg:min-h-[2lh]">
              {region}
            </dt>
            <dd className="mt-2 leading-relaxed text-slate-700">
              {/* A country's name never breaks across lines ("Črna gora", "Sri Lanka"). */}
              {countries.map((country, index) => (
                <Fragment key={country.isoNumeric}>
                  {index > 0 && ", "}
                  <span className="whitespace-nowrap">{country.name}</span>
                </Fragment>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
