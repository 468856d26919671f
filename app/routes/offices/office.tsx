/**
 * An office's page (doc1 §2, §3): address, phone, e-mail, directions, the hours dropdown, the
 * location detail map and up to 8 nearby offices by distance. Works without JavaScript.
 */
import { useTranslation } from "~/i18n";
import { Link, data } from "react-router";
import { siteContext } from "~/.server/site-context";
import { getInstance } from "~/.server/i18n";
import { ArrowRightIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { OfficeCard } from "~/components/office-card";
import { OfficeHours } from "~/components/office-hours";
import { OfficeDetailMap } from "~/components/office-map";
import { telHref } from "~/components/phone";
import { useShellData } from "~/components/root-data";
import { localHref } from "~/components/smart-link";
import { sitePaths } from "~/components/site-paths";
import { nearbyOfficesOf } from "~/domain/public/offices";
import { officeStructuredData } from "~/domain/public/seo";
import { publicAddress } from "~/.server/seo";
import { localizePath } from "~/domain/site";
import type { Route } from "./+types/office";
import { loadOffices } from "./offices.server";

export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const t = getInstance(context).t;
  const { offices, settings } = await loadOffices(site);
  const office = offices.find((o) => o.slug === params.slug);
  if (!office) throw data(null, { status: 404 });
  const nearby = nearbyOfficesOf(office, offices, settings.nearbyLimit);
  const vars = { office: office.location, city: office.city, state: office.state, address: office.address, zip: office.zipcode, brand: site.brand.name };
  return {
    office,
    nearby,
    map: { apiKey: settings.mapsApiKey, mapId: settings.mapsMapId, icon: settings.markerIcon },
    // "Abilene office, TX" rather than "Abilene office in Abilene, TX".
    title: t(office.location.trim().toLowerCase() === office.city.trim().toLowerCase() ? "offices.officeMetaTitleCity" : "offices.officeMetaTitle", vars),
    description: t("offices.officeMetaDescription", vars),
    // For search engines: the office as an InsuranceAgency, at its page's address on the brand's host.
    structuredData: officeStructuredData(office, site.brand.name, `${publicAddress(site, request, url).origin}${office.url}`),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const inherited = matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag) && !("name" in tag && tag.name === "description"));
  if (!loaderData) return inherited;
  return [...inherited, { title: loaderData.title }, { name: "description", content: loaderData.description }, { "script:ld+json": loaderData.structuredData }];
}

export default function OfficePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const { office, nearby, map } = loaderData;
  return (
    <div className="container-page grid gap-10 py-10 md:py-14">
      <nav aria-label={t("offices.backToOffices")}>
        <Link to={localizePath("/offices", lang)} className="link inline-flex items-center gap-1.5 text-sm">
          <ArrowRightIcon size={16} className="rotate-180" />
          {t("offices.backToOffices")}
        </Link>
      </nav>
      <header className="grid max-w-3xl gap-2">
        <h1 className="text-display font-extrabold text-ink">{office.location}</h1>
        <p className="text-lead text-ink-muted">{t("offices.officeLead")}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <section aria-labelledby="contact-title" className="grid gap-4 rounded-card border border-line bg-canvas p-5 shadow-card sm:p-6">
          <h2 id="contact-title" className="text-lg font-bold text-ink">
            {t("offices.contact")}
          </h2>
          <address className="flex gap-2 text-ink not-italic">
            <MapPinIcon size={18} className="mt-1 shrink-0 text-primary" />
            <span>
              {office.address}
              <br />
              {office.city}, {office.state} {office.zipcode}
            </span>
          </address>
          <div className="grid gap-2 sm:grid-cols-2">
            {office.phone ? (
              <a href={telHref(office.phone)} className="btn btn-primary">
                <PhoneIcon size={18} />
                {t("offices.call", { phone: office.phone })}
              </a>
            ) : null}
            <a href={office.google} className="btn btn-outline" target="_blank" rel="noopener noreferrer">
              <MapPinIcon size={18} />
              {t("offices.directions")}
              <span className="sr-only"> {t("offices.newTab")}</span>
            </a>
            {office.email ? (
              <a href={`mailto:${office.email}`} className="btn btn-outline">
                <MailIcon size={18} />
                {t("offices.email")}
              </a>
            ) : null}
            <Link to={localHref(sitePaths.quoteAnchor, lang)} className="btn btn-accent">
              {t("offices.getQuote")}
            </Link>
          </div>
        </section>
        <section aria-labelledby="hours-title" className="grid gap-3 rounded-card border border-line bg-canvas p-5 shadow-card sm:p-6">
          <h2 id="hours-title" className="text-lg font-bold text-ink">
            {t("offices.hours")}
          </h2>
          <OfficeHours office={office} today={office.today} lang={lang} defaultOpen />
        </section>
      </div>
      <OfficeDetailMap
        apiKey={map.apiKey}
        mapId={map.mapId}
        office={office}
        icon={map.icon}
        lang={lang}
        label={t("offices.detailMapLabel", { office: office.location })}
      />
      {nearby.length > 0 ? (
        <section aria-labelledby="nearby-title" className="grid gap-4">
          <h2 id="nearby-title" className="text-title font-extrabold text-ink">
            {t("offices.nearby")}
          </h2>
          <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4" data-testid="nearby-list">
            {nearby.map((o) => (
              <li key={o.slug}>
                <OfficeCard office={o} distance={o.distance} lang={lang} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
