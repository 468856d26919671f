import { describe, expect, it } from "vitest";
import { boundsContain, detailMapConfig, MAP_CONFIG_ERROR, mapDefaults, markerDropDelayMs, visibleBounds, widenUntilOfficeInView } from "./map-view";
import { officeSchema } from "./offices-schema";

const center = { lat: 30.2672, lng: -97.7431 };
const at = (name: string, lat: number, lng: number) => officeSchema.parse({ location: name, latitude: lat, longitude: lng });

describe("doc1 §2 visible map bounds (Web Mercator)", () => {
  it("a 256-px map at zoom 0 shows the whole world's width", () => {
    const b = visibleBounds({ lat: 0, lng: 0 }, 0, { width: 256, height: 256 });
    expect(b.west).toBeCloseTo(-180, 6);
    expect(b.east).toBeCloseTo(180, 6);
    expect(b.north).toBeCloseTo(85.0511, 3);
  });

  it("each zoom level halves the span: an 800-px map at zoom 12 spans 800/2^20·360 degrees", () => {
    const z12 = visibleBounds(center, 12, { width: 800, height: 500 });
    const z11 = visibleBounds(center, 11, { width: 800, height: 500 });
    expect(z12.east - z12.west).toBeCloseTo((800 / (256 * 2 ** 12)) * 360, 9);
    expect(z11.east - z11.west).toBeCloseTo(2 * (z12.east - z12.west), 9);
    expect(z11.north - z11.south).toBeCloseTo(2 * (z12.north - z12.south), 3);
  });

  it("north of the equator the Mercator view reaches less far north than south of the centre", () => {
    const b = visibleBounds({ lat: 60, lng: 10 }, 5, { width: 800, height: 500 });
    expect(b.north - 60).toBeLessThan(60 - b.south);
  });

  it("bounds that cross the antimeridian still contain points on both sides", () => {
    const b = visibleBounds({ lat: 0, lng: 179.9 }, 9, { width: 800, height: 500 });
    expect(b.west).toBeGreaterThan(b.east);
    expect(boundsContain(b, { lat: 0, lng: -179.9 })).toBe(true);
    expect(boundsContain(b, { lat: 0, lng: 179.5 })).toBe(true);
    expect(boundsContain(b, { lat: 0, lng: 0 })).toBe(false);
  });
});

describe("doc1 §2, §9 office map widens from zoom 12 to 9 until an office is in view", () => {
  const viewport = { width: 800, height: 500 };

  it("an office near the visitor keeps zoom 12", () => {
    const result = widenUntilOfficeInView(center, [at("near", center.lat + 0.01, center.lng + 0.05)], { viewport });
    expect(result.zoom).toBe(12);
    expect(result.inView.map((o) => o.location)).toEqual(["near"]);
  });

  it("an office half a degree east is first in view at zoom 10", () => {
    // Half-widths: zoom 12 ≈ 0.137°, 11 ≈ 0.275°, 10 ≈ 0.549°.
    const result = widenUntilOfficeInView(center, [at("east", center.lat, center.lng + 0.5)], { viewport });
    expect(result.zoom).toBe(10);
  });

  it("stops at zoom 9 with nothing in view when every office is far away", () => {
    const result = widenUntilOfficeInView(center, [at("El Paso", 31.76, -106.49)], { viewport });
    expect(result).toMatchObject({ zoom: mapDefaults.widenZoom, inView: [] });
  });

  it("lists only the offices in view at the chosen zoom", () => {
    const result = widenUntilOfficeInView(center, [at("a", center.lat, center.lng + 0.3), at("b", center.lat, center.lng + 0.5), at("far", 35, -90)], { viewport });
    expect(result.zoom).toBe(10);
    expect(result.inView.map((o) => o.location).sort()).toEqual(["a", "b"]);
  });

  it("a smaller viewport needs a wider zoom for the same office", () => {
    const office = [at("x", center.lat, center.lng + 0.2)];
    expect(widenUntilOfficeInView(center, office, { viewport: { width: 800, height: 500 } }).zoom).toBe(11);
    expect(widenUntilOfficeInView(center, office, { viewport: { width: 360, height: 300 } }).zoom).toBe(10);
  });
});

describe("doc1 §2 marker drop-in", () => {
  it("waits a random 2 to 3 seconds", () => {
    expect(markerDropDelayMs(() => 0)).toBe(2000);
    expect(markerDropDelayMs(() => 0.5)).toBe(2500);
    expect(markerDropDelayMs(() => 0.999)).toBeLessThanOrEqual(3000);
  });
});

describe("doc1 §2 location detail map", () => {
  it("a valid position and icon give one marker at zoom 10 with gestures and scrolling off, zoom control only", () => {
    const result = detailMapConfig({ latitude: "30.2672", longitude: "-97.7431", icon: "/icons/marker.svg" });
    expect(result).toEqual({
      ok: true,
      config: {
        center: { lat: 30.2672, lng: -97.7431 },
        zoom: 10,
        icon: "/icons/marker.svg",
        options: { scrollwheel: false, gestureHandling: "none", disableDefaultUI: true, zoomControl: true, draggable: false },
      },
    });
  });

  it.each([
    ["latitude missing", { longitude: -97, icon: "/m.svg" }],
    ["latitude blank", { latitude: "", longitude: -97, icon: "/m.svg" }],
    ["longitude not a number", { latitude: 30, longitude: "abc", icon: "/m.svg" }],
    ["latitude out of range", { latitude: 120, longitude: -97, icon: "/m.svg" }],
    ["icon missing", { latitude: 30, longitude: -97 }],
    ["icon not a URL or path", { latitude: 30, longitude: -97, icon: "javascript:alert(1)" }],
    ["icon protocol-relative", { latitude: 30, longitude: -97, icon: "//evil.example/m.svg" }],
  ])("doc1 §2, §8 shows nothing when %s", (_label, input) => {
    expect(detailMapConfig(input)).toEqual({ ok: false, error: MAP_CONFIG_ERROR });
  });

  it("doc1 §8 the console error text", () => {
    expect(MAP_CONFIG_ERROR).toBe("Missing or invalid map configuration.");
  });

  it("accepts an https icon URL", () => {
    expect(detailMapConfig({ latitude: 30, longitude: -97, icon: "https://cdn.example.com/m.png" }).ok).toBe(true);
  });
});
