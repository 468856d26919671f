/**
 * doc1 §2 nearest-office banner: asks for the visitor's position (high accuracy, 15000 ms, no
 * cache); in Texas only, shows the closest office (by kilometres) with an address link and a
 * button that opens a modal with location, address, phone, directions, e-mail and details.
 * Outside Texas, or when geolocation fails (a console warning, doc1 §8), nothing shows and the
 * wrapper keeps no layout classes.
 *
 * The page asks on its own only when the browser will not prompt for it: the visitor has already
 * allowed the site their location (the banner shows at once), or has refused it (the request
 * fails, with the warning). A permission prompt nobody asked for, as the page opens, is what
 * visitors learn to refuse, and browsers flag it; so a first-time visitor asks with the "Find the
 * office nearest you" link in the hero instead. That link goes to the office locator, and with
 * the page's script it shows the banner in place, or goes to the locator when the position or a
 * Texas office is not found.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { Link, useFetcher, useNavigate } from "react-router";
import type { Office } from "~/domain/public/offices";
import { localizePath, type Language } from "~/domain/site";
import type { clientAction as nearestAction } from "~/routes/offices/nearest";
import { useFetcherAnswer } from "./forms/use-fetcher-answer";
import { BuildingIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons";
import { geolocationPermission, locateVisitor } from "./map-config";
import { Modal } from "./modal";
import { telHref } from "./phone";

type NearestOffice = Office & { distanceKm: number };

export interface NearestOfficeState {
  office: NearestOffice | null;
  /** Asks for the position and looks up the closest Texas office; true when one was found. */
  locate: (options?: { asked: boolean }) => Promise<boolean>;
  /** A lookup is under way. */
  locating: boolean;
  /** The visitor asked for the office shown (focus moves to it). */
  asked: boolean;
}

export function useNearestOffice(lang: Language, timeoutMs: number): NearestOfficeState {
  const [office, setOffice] = useState<NearestOffice | null>(null);
  // The browser is finding the visitor's position (then the fetcher asks for the office).
  const [positioning, setPositioning] = useState(false);
  const [asked, setAsked] = useState(false);
  const mounted = useRef(true);
  const fetcher = useFetcher<typeof nearestAction>();
  const ask = useFetcherAnswer(fetcher);
  const locating = positioning || fetcher.state !== "idle";

  const locate = useCallback(
    async (options?: { asked: boolean }) => {
      setPositioning(true);
      setAsked(options?.asked ?? false);
      let position: Awaited<ReturnType<typeof locateVisitor>>;
      try {
        position = await locateVisitor(timeoutMs);
      } finally {
        if (mounted.current) setPositioning(false);
      }
      if (!position || !mounted.current) return false;
      // Nothing else the page shows changes: its loaders are not run again.
      const answer = await ask(
        { lat: String(position.lat), lng: String(position.lng), lang },
        { method: "post", action: "/api/offices/nearest", defaultShouldRevalidate: false, flushSync: true },
      );
      // A failed request (an answer without an office) shows nothing, as outside Texas.
      if (!answer || !("office" in answer) || !mounted.current) return false;
      setOffice(answer.office);
      return answer.office !== null;
    },
    [ask, lang, timeoutMs],
  );

  useEffect(() => {
    mounted.current = true;
    // Asked in a task of its own, after hydration's effects: the browser's position request is
    // not free, and nothing on the page waits for it.
    const timer = setTimeout(() => {
      void geolocationPermission().then((state) => {
        if (mounted.current && (state === "granted" || state === "denied")) void locate();
      });
    }, 0);
    return () => {
      mounted.current = false;
      clearTimeout(timer);
    };
  }, [locate]);

  return { office, locate, locating, asked };
}

/** The hero's invitation: the office locator, or with the page's script the banner in place. */
export function NearestOfficeLink({ lang, nearest }: { lang: Language; nearest: NearestOfficeState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = localizePath("/offices", lang);
  if (nearest.office) return null;
  return (
    <a
      href={href}
      className="link inline-flex min-h-11 w-fit items-center gap-2 font-semibold"
      aria-busy={nearest.locating || undefined}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        if (nearest.locating) return;
        void nearest.locate({ asked: true }).then((found) => {
          if (!found) void navigate(href);
        });
      }}
    >
      <MapPinIcon size={18} />
      {nearest.locating ? t("offices.nearestFinding") : t("offices.nearestFind")}
    </a>
  );
}

export function NearestOfficeBanner({ office, asked }: { office: NearestOffice | null; asked: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const section = useRef<HTMLElement>(null);
  // Shown because the visitor asked: focus moves to it, so a screen reader reads it out.
  useEffect(() => {
    if (office && asked) section.current?.focus();
  }, [office, asked]);

  if (!office) return <div data-testid="nearest-office" />;
  const address = `${office.address}, ${office.city}, ${office.state} ${office.zipcode}`;
  return (
    <div data-testid="nearest-office" className="border-b border-line bg-primary-soft">
      <section
        ref={section}
        tabIndex={-1}
        aria-labelledby="nearest-office-title"
        className="container-page flex flex-wrap items-center justify-between gap-3 py-3"
      >
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
