/** An office in a list (doc1 §2): title link, distance, address, phone, hours dropdown and actions. */
import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import type { Office } from "~/domain/public/offices";
import type { Language } from "~/domain/site";
import { MailIcon, MapPinIcon, PhoneIcon } from "./icons";
import { OfficeHours } from "./office-hours";
import { telHref } from "./phone";
import { formatDecimal } from "~/domain/public/number-format";

export function OfficeCard({
  office,
  distance,
  lang,
  headingLevel = 3,
}: {
  office: Office & { today: number };
  distance?: number;
  lang: Language;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const miles = distance === undefined ? null : formatDecimal(distance, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <article className="grid gap-3 rounded-card border border-line bg-canvas p-5 shadow-card" data-testid="office-card">
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-lg font-bold text-ink">
          <Link to={office.url} className="hover:text-primary-dark hover:underline">
            {office.location}
          </Link>
        </Heading>
        {miles !== null ? (
          <span className="shrink-0 rounded-full bg-surface px-2.5 py-1 text-sm font-semibold text-ink" data-testid="office-distance">
            {t("offices.milesAway", { miles })}
          </span>
        ) : null}
      </div>
      <address className="flex gap-2 text-ink-muted not-italic">
        <MapPinIcon size={18} className="mt-0.5 shrink-0 text-primary" />
        <span>
          {office.address}
          <br />
          {office.city}, {office.state} {office.zipcode}
        </span>
      </address>
      {office.phone ? (
        <a href={telHref(office.phone)} className="link inline-flex w-fit items-center gap-2">
          <PhoneIcon size={16} />
          {office.phone}
        </a>
      ) : null}
      <OfficeHours office={office} today={office.today} lang={lang} />
      {/* Each action is a touch target of its own size (WCAG 2.5.8), wherever the row wraps. */}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={office.google} className="link inline-block py-1.5" target="_blank" rel="noopener noreferrer">
          {t("offices.directions")}
          <span className="sr-only"> {t("offices.newTab")}</span>
        </a>
        {office.email ? (
          <a href={`mailto:${office.email}`} className="link inline-flex min-h-8 items-center gap-1">
            <MailIcon size={14} />
            {t("offices.email")}
          </a>
        ) : null}
        <Link to={office.url} className="link inline-block py-1.5">
          {t("offices.details")}
          <span className="sr-only">: {office.location}</span>
        </Link>
      </div>
    </article>
  );
}

/** A compact entry of the all-offices directory: name link, address and phone. */
export function OfficeRow({ office }: { office: Office }) {
  return (
    <article className="grid gap-0.5 rounded-xl border border-line bg-canvas px-4 py-3" data-testid="office-row">
      <h3 className="font-bold text-ink">
        <Link to={office.url} className="hover:text-primary-dark hover:underline">
          {office.location}
        </Link>
      </h3>
      <p className="text-sm text-ink-muted">
        {office.address}, {office.city}, {office.state} {office.zipcode}
      </p>
      {office.phone ? (
        <a href={telHref(office.phone)} className="link inline-flex min-h-8 w-fit items-center text-sm">
          {office.phone}
        </a>
      ) : null}
    </article>
  );
}
