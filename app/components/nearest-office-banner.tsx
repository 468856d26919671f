/**
 * doc1 §2 nearest-office banner: asks for the visitor's position (high accuracy, 15000 ms, no
 * cache); in Texas only, shows the closest office (by kilometres) with an address link and a
 * button that opens a modal with location, address, phone, directions, e-mail and details.
 * Outside Texas, or when geolocation fails (a console warning, doc1 §8), nothing shows and the
 * wrapper keeps no layout classes.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { Link } from "react-router";
import type { Office } from "~/domain/public/offices";
import type { Language } from "~/domain/site";
import { BuildingIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons";
import { locateVisitor } from "./map-config";
import { Modal } from "./modal";
import { telHref } from "./phone";

type NearestOffice = Office & { distanceKm: number };

export function NearestOfficeBanner({ lang, timeoutMs }: { lang: Language; timeoutMs: number }) {
  const { t } = useTranslation();
  const [office, setOffice] = useState<NearestOffice | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const lookup = async () => {
      const position = await locateVisitor(timeoutMs);
      if (!position || cancelled) return;
      const body = new URLSearchParams({ lat: String(position.lat), lng: String(position.lng), lang });
      const response = await fetch("/api/offices/nearest", { method: "POST", body }).catch(() => null);
      if (!response?.ok || cancelled) return;
      const answer = (await response.json()) as { office: NearestOffice | null };
      if (!cancelled) setOffice(answer.office);
    };
    // Asked in a task of its own, after hydration's effects: the browser's position request is
    // not free, and nothing on the page waits for it.
    const timer = setTimeout(() => void lookup(), 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [lang, timeoutMs]);

  if (!office) return <div data-testid="nearest-office" />;
  const address = `${office.address}, ${office.city}, ${office.state} ${office.zipcode}`;
  return (
    <div data-testid="nearest-office" className="border-b border-line bg-primary-soft">
      <section aria-labelledby="nearest-office-title" className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-canvas text-primary" aria-hidden="true">
            <MapPinIcon size={20} />
          </span>
          <div>
            <h2 id="nearest-office-title" className="text-sm font-bold text-ink">
              {t("offices.nearestTitle")}
            </h2>
            <a href={office.google} className="link text-sm" target="_blank" rel="noopener noreferrer">
              {address}
              <span className="sr-only"> {t("offices.newTab")}</span>
            </a>
          </div>
        </div>
        <button type="button" className="btn btn-outline min-h-10 px-4 py-1.5 text-sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t("offices.nearestOpen")}
        </button>
      </section>
      <Modal isOpen={open} onOpenChange={setOpen} title={office.location}>
        <div className="grid gap-4">
          <address className="flex gap-2 not-italic">
            <MapPinIcon size={18} className="mt-0.5 shrink-0 text-primary" />
            <span>
              {office.address}
              <br />
              {office.city}, {office.state} {office.zipcode}
            </span>
          </address>
          <div className="grid gap-2">
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
            <Link to={office.url} className="btn btn-outline">
              <BuildingIcon size={18} />
              {t("offices.details")}
            </Link>
          </div>
        </div>
      </Modal>
    </div>
  );
}
