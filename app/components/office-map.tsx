/**
 * The office maps as an enhancement of the server-rendered list (doc1 §2). The Maps script loads
 * only when the map box first comes into view and the brand has a key. With no key the console
 * gets doc1 §8's configuration error, when the script fails to load its load error, and the live
 * box gives way to a map the site draws itself (./office-map-static.tsx). The list beside it keeps
 * working either way.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import type { LatLng } from "~/domain/public/geo";
import { MAP_CONFIG_ERROR, detailMapConfig } from "~/domain/public/map-view";
import type { Office } from "~/domain/public/offices";
import type { Language } from "~/domain/site";
import type { MapConfig } from "./map-config";
import type { OfficeMapController, PopupLabels } from "./map-google";
import { useFirstVisible } from "./use-first-visible";
import { StaticOfficeMap } from "./office-map-static";

/** doc1 §8: the console error when the Maps script fails to load. */
export const MAP_LOAD_ERROR = "Error loading Google Maps:";

type Status = "waiting" | "loading" | "ready" | "unavailable";

function usePopupLabels(): PopupLabels {
  const { t } = useTranslation();
  return {
    monFri: t("offices.monFri"),
    saturday: t("offices.saturday"),
    sunday: t("offices.sunday"),
    closed: t("offices.closed"),
    directions: t("offices.directions"),
    email: t("offices.email"),
    details: t("offices.details"),
  };
}

export interface OfficeMapView {
  /** A searched place: centre there at the search zoom. */
  place?: LatLng | null;
  /** The visitor's position: zoom 12 around it, widening to 9. */
  visitor?: LatLng | null;
}

/** Centres the map on the visitor (zoom 12, widening to 9) or on a searched place (the search zoom). */
function applyView(c: OfficeMapController, v: OfficeMapView, searchZoom: number) {
  if (v.visitor) c.showVisitor(v.visitor);
  else if (v.place) c.focus(v.place, searchZoom);
}

export function OfficeMap({
  config,
  offices,
  lang,
  view,
  label,
}: {
  config: MapConfig;
  offices: readonly Office[];
  lang: Language;
  view: OfficeMapView;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const controller = useRef<OfficeMapController | null>(null);
  const [status, setStatus] = useState<Status>("waiting");
  const labels = usePopupLabels();
  const latest = useRef({ view, offices, labels });
  latest.current = { view, offices, labels };

  useFirstVisible(box, () => {
    if (!config.apiKey) {
      console.error(MAP_CONFIG_ERROR);
      setStatus("unavailable");
      return;
    }
    setStatus("loading");
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    import("./map-google")
      .then((m) => m.createOfficeMap(box.current!, { config, offices: latest.current.offices, labels: latest.current.labels, lang, reducedMotion }))
      .then((c) => {
        controller.current = c;
        setStatus("ready");
        applyView(c, latest.current.view, config.searchZoom);
      })
      .catch((error: unknown) => {
        console.error(MAP_LOAD_ERROR, error);
        setStatus("unavailable");
      });
  });

  // Re-centre when the searched place or the visitor's position changes (by value, not by object).
  const target = view.visitor ? `visitor ${view.visitor.lat},${view.visitor.lng}` : view.place ? `place ${view.place.lat},${view.place.lng}` : "";
  useEffect(() => {
    if (controller.current) applyView(controller.current, latest.current.view, config.searchZoom);
  }, [target, config.searchZoom]);

  // Without the live map the locator keeps a map of its own: Texas with the offices on it.
  if (status === "unavailable") return <StaticOfficeMap offices={offices} marker={view.visitor ?? view.place ?? null} label={label} />;
  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      data-map-status={status}
      className="h-80 w-full overflow-hidden rounded-card border border-line bg-surface md:h-[32rem]"
    />
  );
}

/** doc1 §2 location detail map: nothing at all when coordinates or icon are missing or invalid. */
export function OfficeDetailMap({
  apiKey,
  mapId,
  office,
  icon,
  lang,
  label,
}: {
  apiKey: string;
  mapId: string;
  office: Office;
  icon: string;
  lang: Language;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("waiting");
  const checked = detailMapConfig({ latitude: office.latitude, longitude: office.longitude, icon });
  useFirstVisible(box, () => {
    if (!checked.ok || !apiKey) {
      console.error(MAP_CONFIG_ERROR);
      setStatus("unavailable");
      return;
    }
    setStatus("loading");
    import("./map-google")
      .then((m) => m.createDetailMap(box.current!, { apiKey, mapId, lang, config: checked.config, title: office.location }))
      .then(() => setStatus("ready"))
      .catch((error: unknown) => {
        console.error(MAP_LOAD_ERROR, error);
        setStatus("unavailable");
      });
  });
  if (status === "unavailable") return null;
  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      data-map-status={status}
      className="h-72 w-full overflow-hidden rounded-card border border-line bg-surface"
    />
  );
}
