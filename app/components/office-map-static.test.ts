import { describe, expect, it } from "vitest";
import { staticMapLayout, TEXAS_OUTLINE } from "./office-map-static";

describe("the office locator's own map (no live map)", () => {
  it("places offices by their coordinates inside Texas: west is left, north is up", () => {
    const elPaso = { lat: 31.76, lng: -106.49 };
    const houston = { lat: 29.76, lng: -95.37 };
    const amarillo = { lat: 35.22, lng: -101.83 };
    const brownsville = { lat: 25.9, lng: -97.5 };
    const layout = staticMapLayout([elPaso, houston, amarillo, brownsville]);
    const [ep, hou, ama, bro] = [elPaso, houston, amarillo, brownsville].map((p) => layout.project(p)!);
    expect(ep!.x).toBeLessThan(hou!.x);
    expect(ama!.y).toBeLessThan(bro!.y);
    for (const at of [ep!, hou!, ama!, bro!]) {
      expect(at.x).toBeGreaterThanOrEqual(0);
      expect(at.x).toBeLessThanOrEqual(layout.width);
      expect(at.y).toBeGreaterThanOrEqual(0);
      expect(at.y).toBeLessThanOrEqual(layout.height);
    }
    expect(layout.outline).toHaveLength(TEXAS_OUTLINE.length);
    // Texas is about as tall as it is wide once longitude is scaled for its latitude.
    expect(layout.height / layout.width).toBeGreaterThan(0.8);
    expect(layout.height / layout.width).toBeLessThan(1.1);
  });

  it("widens to take in an office outside Texas, and leaves out a point it cannot place", () => {
    const texasOnly = staticMapLayout([]);
    const withAlbuquerque = staticMapLayout([{ lat: 35.08, lng: -106.65 }]);
    expect(withAlbuquerque.project({ lat: 35.08, lng: -106.65 })!.x).toBeGreaterThanOrEqual(0);
    expect(Math.abs(withAlbuquerque.height - texasOnly.height)).toBeLessThan(5);
    const far = staticMapLayout([{ lat: 33.45, lng: -112.07 }]);
    expect(far.height).toBeLessThan(texasOnly.height);
    expect(texasOnly.project({ lat: Number.NaN, lng: -97 })).toBeNull();
  });
});
