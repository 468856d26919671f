import { describe, expect, it } from "vitest";
import { distanceKm, distanceMiles, distanceMilesExact, roundTo1 } from "./geo";
import { bannerOffice, isTexas, nearbyOfficesOf, nearestOffices, searchResults, type Office } from "./offices";
import { officeSchema, parseOffices } from "./offices-schema";

const office = (location: string, lat: number, lng: number, extra: Partial<Office> = {}): Office =>
  officeSchema.parse({ location, latitude: lat, longitude: lng, url: `/offices/${location.toLowerCase().replace(/\s+/g, "-")}`, ...extra });

const austin = { lat: 30.2672, lng: -97.7431 };
const dallas = { lat: 32.7767, lng: -96.797 };

describe("doc1 §3 office entity", () => {
  it("reads an office as the page supplies it, coordinates as strings included", () => {
    const parsed = officeSchema.parse({
      latitude: "30.2672",
      longitude: "-97.7431",
      location: " Austin North ",
      address: "100 Main St",
      city: "Austin",
      state: "TX",
      zipcode: "78701",
      phone: "(512) 555-0100",
      email: "austin@example.com",
      url: "/offices/austin-north",
      google: "https://maps.example.com/?q=austin",
      hoursMonFri: "9:00 AM - 6:00 PM",
      hoursSaturday: "10:00 AM - 2:00 PM",
      hoursSunday: "",
    });
    expect(parsed).toMatchObject({ latitude: 30.2672, longitude: -97.7431, location: "Austin North", google: "https://maps.example.com/?q=austin" });
  });

  it("the search map's `title` is read as the office's location name", () => {
    expect(officeSchema.parse({ title: "Dallas West", latitude: 32.7, longitude: -96.8 }).location).toBe("Dallas West");
  });

  it("rejects blank, out-of-range or non-numeric coordinates instead of placing the office at 0,0", () => {
    expect(officeSchema.safeParse({ location: "A", latitude: "", longitude: "-97" }).success).toBe(false);
    expect(officeSchema.safeParse({ location: "A", latitude: "91", longitude: "-97" }).success).toBe(false);
    expect(officeSchema.safeParse({ location: "A", latitude: "30", longitude: "west" }).success).toBe(false);
    expect(officeSchema.safeParse({ location: "A", latitude: null, longitude: -97 }).success).toBe(false);
  });

  it("parseOffices keeps the readable entries and drops the others", () => {
    const list = parseOffices([{ location: "A", latitude: 30, longitude: -97 }, { location: "", latitude: 30, longitude: -97 }, "junk"]);
    expect(list.map((o) => o.location)).toEqual(["A"]);
    expect(parseOffices("not a list")).toEqual([]);
  });
});

describe("doc1 §2, §9 great-circle distances", () => {
  it("Austin to Dallas is about 182 miles and 293 km", () => {
    expect(distanceMilesExact(austin, dallas)).toBeGreaterThan(181);
    expect(distanceMilesExact(austin, dallas)).toBeLessThan(183);
    expect(distanceKm(austin, dallas)).toBeGreaterThan(291);
    expect(distanceKm(austin, dallas)).toBeLessThan(295);
  });

  it("Nashville to Los Angeles matches the haversine reference (2887.26 km on a 6372.8 km sphere)", () => {
    const km = distanceKm({ lat: 36.12, lng: -86.67 }, { lat: 33.94, lng: -118.4 });
    expect(km * (6372.8 / 6371.0088)).toBeCloseTo(2887.2599506, 3);
  });

  it("miles are rounded to 1 decimal", () => {
    const miles = distanceMiles(austin, dallas);
    expect(Number.isInteger(Math.round(miles * 10 * 1e9) / 1e9)).toBe(true);
    expect(miles).toBe(roundTo1(distanceMilesExact(austin, dallas)));
    expect(roundTo1(1.05)).toBe(1.1);
    expect(roundTo1(2.04)).toBe(2);
  });

  it("distance is symmetric and zero for the same point", () => {
    expect(distanceMiles(austin, dallas)).toBe(distanceMiles(dallas, austin));
    expect(distanceKm(austin, austin)).toBe(0);
  });
});

describe("doc1 §2 nearby offices", () => {
  // Ten offices strung north of Austin, 0.1° of latitude (about 6.9 miles) apart.
  const strung = Array.from({ length: 10 }, (_, i) => office(`Office ${i}`, austin.lat + i * 0.1, austin.lng));

  it("office map: up to 8 other offices sorted by distance, the current office excluded", () => {
    const current = strung[0]!;
    const nearby = nearbyOfficesOf(current, [...strung].reverse());
    expect(nearby).toHaveLength(8);
    expect(nearby.map((o) => o.location)).toEqual(["Office 1", "Office 2", "Office 3", "Office 4", "Office 5", "Office 6", "Office 7", "Office 8"]);
    expect(nearby.some((o) => o.location === current.location)).toBe(false);
  });

  it("each nearby office carries its distance in miles to 1 decimal", () => {
    const nearby = nearbyOfficesOf(strung[0]!, strung);
    expect(nearby[0]!.distance).toBe(6.9);
    expect(nearby.map((o) => o.distance)).toEqual([...nearby.map((o) => o.distance)].sort((a, b) => a - b));
  });

  it("search map: only the 6 nearest offices to the searched place", () => {
    const results = searchResults({ lat: austin.lat + 0.95, lng: austin.lng }, strung);
    expect(results).toHaveLength(6);
    expect(results[0]!.location).toBe("Office 9");
    expect(results.map((o) => o.location)).toEqual(["Office 9", "Office 8", "Office 7", "Office 6", "Office 5", "Office 4"]);
  });

  it("fewer offices than the limit: all of them", () => {
    expect(nearestOffices(austin, strung.slice(0, 3), { limit: 8 })).toHaveLength(3);
  });

  it("the current office is recognised by its page URL even with other coordinates", () => {
    const current = office("Office 0", 1, 1, { url: strung[0]!.url });
    expect(nearbyOfficesOf(current, strung).some((o) => o.url === current.url)).toBe(false);
  });
});

describe("doc1 §2 nearest-office banner", () => {
  const offices = [office("Dallas", dallas.lat, dallas.lng), office("Austin", austin.lat, austin.lng)];

  it("a visitor in Texas sees the closest office, chosen in kilometres", () => {
    const chosen = bannerOffice({ position: { lat: 30.5, lng: -97.7 }, area: "Texas" }, offices);
    expect(chosen?.office.location).toBe("Austin");
    expect(chosen!.distanceKm).toBeCloseTo(distanceKm({ lat: 30.5, lng: -97.7 }, austin), 6);
  });

  it("doc1 §9 only Texas triggers the banner", () => {
    expect(bannerOffice({ position: { lat: 35.4, lng: -97.5 }, area: "Oklahoma" }, offices)).toBeNull();
    expect(bannerOffice({ position: austin, area: null }, offices)).toBeNull();
    expect(isTexas("TX")).toBe(true);
    expect(isTexas(" texas ")).toBe(true);
    expect(isTexas("New Mexico")).toBe(false);
  });

  it("no offices: no banner", () => {
    expect(bannerOffice({ position: austin, area: "Texas" }, [])).toBeNull();
  });
});
