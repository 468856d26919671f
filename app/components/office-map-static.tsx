/**
 * The office locator's map when the live map cannot load (no Maps key, offline, the script
 * refused): an outline of Texas drawn by the site, with each office placed by its coordinates and
 * the searched place or the visitor marked. No tiles and nothing fetched from anywhere.
 */
import type { LatLng } from "~/domain/public/geo";
import type { Office } from "~/domain/public/offices";

/** A simplified outline of Texas, longitude and latitude, clockwise from the panhandle's north-west corner. */
export const TEXAS_OUTLINE: readonly (readonly [number, number])[] = [
  [-103.04, 36.5],
  [-100.0, 36.5],
  [-100.0, 34.56],
  [-99.2, 34.4],
  [-98.5, 34.1],
  [-97.9, 33.9],
  [-97.2, 33.75],
  [-96.6, 33.85],
  [-95.8, 33.85],
  [-95.2, 33.95],
  [-94.5, 33.63],
  [-94.04, 33.55],
  [-94.04, 33.02],
  [-94.04, 31.99],
  [-93.8, 31.7],
  [-93.55, 31.2],
  [-93.7, 30.6],
  [-93.7, 30.05],
  [-93.84, 29.69],
  [-94.7, 29.35],
  [-95.1, 29.1],
  [-95.9, 28.6],
  [-96.6, 28.3],
  [-97.2, 27.7],
  [-97.4, 27.0],
  [-97.15, 25.95],
  [-97.5, 25.9],
  [-98.2, 26.06],
  [-99.1, 26.5],
  [-99.5, 27.5],
  [-100.3, 28.3],
  [-100.7, 29.1],
  [-101.4, 29.77],
  [-102.3, 29.88],
  [-102.7, 29.7],
  [-103.1, 29.0],
  [-103.8, 29.27],
  [-104.5, 29.65],
  [-104.7, 30.2],
  [-105.0, 30.7],
  [-105.6, 31.1],
  [-106.2, 31.5],
  [-106.62, 31.98],
  [-106.62, 32.0],
  [-103.06, 32.0],
];

const WIDTH = 600;
const placeable = (p: LatLng) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
const PAD = 16;

/**
 * An equirectangular projection (longitude scaled by the cosine of the middle latitude) of Texas
 * and every given point, fitted into a box `WIDTH` wide. Points that cannot be placed are left out.
 */
export function staticMapLayout(points: readonly LatLng[]) {
  const valid = points.filter(placeable);
  const lngs = [...TEXAS_OUTLINE.map(([lng]) => lng), ...valid.map((p) => p.lng)];
  const lats = [...TEXAS_OUTLINE.map(([, lat]) => lat), ...valid.map((p) => p.lat)];
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const xScale = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const scale = (WIDTH - 2 * PAD) / ((east - west) * xScale);
  const height = Math.round((north - south) * scale + 2 * PAD);
  const project = (lng: number, lat: number) => ({
    x: Math.round((PAD + (lng - west) * xScale * scale) * 10) / 10,
    y: Math.round((PAD + (north - lat) * scale) * 10) / 10,
  });
  return {
    width: WIDTH,
    height,
    outline: TEXAS_OUTLINE.map(([lng, lat]) => project(lng, lat)),
    project: (p: LatLng) => (placeable(p) ? project(p.lng, p.lat) : null),
  };
}

export function StaticOfficeMap({ offices, marker, label }: { offices: readonly Office[]; marker?: LatLng | null; label: string }) {
  const points = offices.map((office) => ({ lat: office.latitude, lng: office.longitude }));
  const layout = staticMapLayout(marker ? [...points, marker] : points);
  const markerAt = marker ? layout.project(marker) : null;
  return (
    <figure className="grid gap-2 rounded-card border border-line bg-surface p-3" data-testid="static-office-map">
      <svg viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={label} className="h-auto w-full">
        <polygon points={layout.outline.map((p) => `${p.x},${p.y}`).join(" ")} className="fill-canvas stroke-line" strokeWidth={2} strokeLinejoin="round" />
        {points.map((point, index) => {
          const at = layout.project(point);
          return at ? (
            <circle
              key={offices[index]!.url}
              cx={at.x}
              cy={at.y}
              r={5}
              className="fill-primary stroke-canvas"
              strokeWidth={1.5}
              data-office={offices[index]!.url}
            />
          ) : null;
        })}
        {markerAt ? <circle cx={markerAt.x} cy={markerAt.y} r={10} className="fill-none stroke-accent" strokeWidth={3} data-marker="" /> : null}
      </svg>
    </figure>
  );
}
