/**
 * The office locator (doc1 §2 office locator map and location page with search): a zip or
 * "City, ST" search (doc1 §5), the list of offices with hours and links, and the map of all
 * offices as an enhancement. Server-rendered: the search and the list work without JavaScript.
 */
import { serverMapsKey } from "~/.server/maps-key";
import { useEffect, useMemo, useState } from "react";
import { useTypedBeforeHydration } from "~/components/popup-hooks";
import { useTranslation } from "~/i18n";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { geocoderFor } from "~/.server/geocoding";
import { siteContext } from "~/.server/site-context";
import { getInstance } from "~/.server/i18n";
import { TextField } from "~/components/form-field";
import { useFetcherAnswer } from "~/components/forms/use-fetcher-answer";
import { MapPinIcon } from "~/components/icons";
import { locateVisitor } from "~/components/map-config";
import { OfficeCard, OfficeRow } from "~/components/office-card";
import { OfficeMap } from "~/components/office-map";
import { useShellData } from "~/components/root-data";
import type { LatLng } from "~/domain/public/geo";
import { parseMapSearch } from "~/domain/public/map-search";
import { nearestOffices, searchResults } from "~/domain/public/offices";
import { localizePath, pick } from "~/domain/site";
import type { Route } from "./+types/locator";
import type { clientAction as nearestAction } from "./nearest";
import { loadOffices, mapConfig } from "./offices.server";
import { pack, unpack } from "~/components/packed";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const t = getInstance(context).t;
  const { offices, settings } = await loadOffices(site);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 80);
  // Texas first (where nearly every office is), then the other states; by city within a state.
  const texasFirst = (state: string) => (state === "TX" ? 0 : 1);
  const byPlace = [...offices].sort(
    (a, b) =>
      texasFirst(a.state) - texasFirst(b.state) || a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.location.localeCompare(b.location),
  );
  let search: { query: string; error: string | null; place: (LatLng & { label: string }) | null; results: { slug: string; distance: number }[] } = {
    query: q,
    error: null,
    place: null,
    results: [],
  };
  if (q.trim()) {
    const parsed = parseMapSearch(q);
    const place = parsed ? await geocoderFor(serverMapsKey(settings.mapsApiKey)).geocode(parsed) : null;
    if (!parsed) {
      // doc1 §8: the configured error, and the list goes back to every office.
      search = { ...search, error: pick(site.settings.messages.mapSearchInvalid, site.lang) };
    } else if (!place) {
      // Well formed but nowhere we know (00000): not a format error.
      search = { ...search, error: t("offices.placeNotFound", { query: parsed.kind === "zip" ? parsed.zip : q.trim() }) };
    } else {
      const found = searchResults(place, offices, settings.searchLimit);
      search = {
        ...search,
        place: { lat: place.lat, lng: place.lng, label: parsed.kind === "zip" ? parsed.zip : `${place.city || parsed.city}, ${place.state}` },
        results: found.map((o) => ({ slug: o.slug, distance: o.distance })),
      };
    }
  }
  return {
    // Sixty offices, some 700 values: one string (packed.ts).
    offices: pack(byPlace),
    search,
    map: mapConfig(settings, site),
    nearbyLimit: settings.nearbyLimit,
    geolocationTimeoutMs: site.settings.limits.geolocationTimeoutMs,
    title: t("offices.metaTitle", { brand: site.brand.name }),
    description: t("offices.metaDescription", { brand: site.brand.name }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const inherited = matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag) && !("name" in tag && tag.name === "description"));
  if (!loaderData) return inherited;
  return [...inherited, { title: loaderData.title }, { name: "description", content: loaderData.description }];
}

export default function Locator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const { search, map } = loaderData;
  const offices = unpack(loaderData.offices);
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [visitor, setVisitor] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);
  const nearest = useFetcher<typeof nearestAction>();
  const ask = useFetcherAnswer(nearest);
  const [query, setQuery] = useState(search.query);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    setQuery(search.query);
    setVisitor(null);
  }, [search.query]);
  // After the effect above, so text typed before the page's script ran wins over the address's.
  useTypedBeforeHydration("office-search", query, setQuery);

  const list = useMemo(() => {
    if (visitor)
      return nearestOffices(visitor, offices, { limit: loaderData.nearbyLimit }).map((o) => ({ office: o, distance: o.distance as number | undefined }));
    if (search.place)
      return search.results.flatMap((r) => offices.filter((o) => o.slug === r.slug).map((o) => ({ office: o, distance: r.distance as number | undefined })));
    return offices.map((o) => ({ office: o, distance: undefined as number | undefined }));
  }, [visitor, search, offices, loaderData.nearbyLimit]);

  const locateMe = async () => {
    setLocating(true);
    const position = await locateVisitor(loaderData.geolocationTimeoutMs);
    setLocating(false);
    if (!position) return;
    setVisitor(position);
    // doc1 §2: the visitor's position may prefill the zip. The list is the page's own: its loader is not run again.
    const answer = await ask(
      { lat: String(position.lat), lng: String(position.lng), lang },
      { method: "post", action: "/api/offices/nearest", defaultShouldRevalidate: false },
    );
    if (answer && "zip" in answer && answer.zip) setQuery(answer.zip);
  };

  const heading = visitor ? t("offices.resultsNearYou") : search.place ? t("offices.resultsNear", { place: search.place.label }) : t("offices.allOffices");
  const busy = navigation.state !== "idle";
  return (
    <div className="container-page grid gap-8 py-10 md:py-14">
      <header className="grid max-w-3xl gap-3">
        <h1 className="text-display font-extrabold text-balance text-ink">{t("offices.title")}</h1>
        <p className="text-lead text-ink-muted">{t("offices.lead")}</p>
      </header>
      <Form
        method="get"
        role="search"
        className="grid max-w-3xl gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-start sm:p-5"
      >
        <TextField
          id="office-search"
          name="q"
          label={t("offices.searchLabel")}
          hint={t("offices.searchHint")}
          error={search.error ?? undefined}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="postal-code"
          maxLength={80}
        />
        <div className="flex flex-wrap gap-2 sm:mt-8">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t("offices.search")}
          </button>
          {hydrated ? (
            <button type="button" className="btn btn-outline" onClick={locateMe} disabled={locating}>
              <MapPinIcon size={18} />
              {locating ? t("offices.locating") : t("offices.useLocation")}
            </button>
          ) : null}
        </div>
      </Form>
      {/* The list and the map side by side: the live map, or without a Maps key or once it failed to load (doc1 §8) the site's own map of the offices. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <section aria-labelledby="office-list-title" className="grid gap-4 lg:order-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="office-list-title" className="text-xl font-bold text-ink" aria-live="polite">
              {heading}
            </h2>
            {search.place || visitor ? (
              <Link to={localizePath("/offices", lang)} className="link text-sm" onClick={() => setVisitor(null)}>
                {t("offices.clearSearch")}
              </Link>
            ) : (
              <span className="text-sm text-ink-muted">{t("offices.count", { count: offices.length })}</span>
            )}
          </div>
          {search.place || visitor ? (
            <ol className="grid gap-4" data-testid="office-list">
              {list.map(({ office, distance }) => (
                <li key={office.slug} className="render-later-card">
                  <OfficeCard office={office} distance={distance} lang={lang} />
                </li>
              ))}
            </ol>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2" data-testid="office-directory">
              {list.map(({ office }) => (
                <li key={office.slug} className="render-later-row">
                  <OfficeRow office={office} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="lg:sticky lg:top-24 lg:order-2">
          <OfficeMap config={map} offices={offices} lang={lang} view={{ place: search.place, visitor }} label={t("offices.mapLabel")} />
        </div>
      </div>
    </div>
  );
}
