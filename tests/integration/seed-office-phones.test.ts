/**
 * The seed's office phone numbers read as local: each number's area code is one that serves the
 * office's city (the overlays included), and the line is in the 555-0100–0199 range kept for
 * fiction. The table is the North American Numbering Plan's, for the seed's cities.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const AREA_CODES: Record<string, string[]> = {
  "Houston, TX": ["713", "281", "832", "346"],
  "Pasadena, TX": ["713", "281", "832", "346"],
  "Baytown, TX": ["281", "713", "832", "346"],
  "Humble, TX": ["281", "713", "832", "346"],
  "Katy, TX": ["281", "713", "832", "346"],
  "Sugar Land, TX": ["281", "713", "832", "346"],
  "Conroe, TX": ["936"],
  "Galveston, TX": ["409"],
  "Beaumont, TX": ["409"],
  "Dallas, TX": ["214", "469", "972", "945"],
  "Garland, TX": ["972", "214", "469", "945"],
  "Mesquite, TX": ["972", "214", "469", "945"],
  "Irving, TX": ["972", "214", "469", "945"],
  "Grand Prairie, TX": ["972", "214", "469", "945"],
  "Plano, TX": ["972", "214", "469", "945"],
  "Arlington, TX": ["817", "682"],
  "Fort Worth, TX": ["817", "682"],
  "Denton, TX": ["940"],
  "Wichita Falls, TX": ["940"],
  "Austin, TX": ["512", "737"],
  "Round Rock, TX": ["512", "737"],
  "San Marcos, TX": ["512", "737"],
  "New Braunfels, TX": ["830"],
  "Seguin, TX": ["830"],
  "Eagle Pass, TX": ["830"],
  "Del Rio, TX": ["830"],
  "San Antonio, TX": ["210", "726"],
  "Killeen, TX": ["254"],
  "Temple, TX": ["254"],
  "Waco, TX": ["254"],
  "Bryan, TX": ["979"],
  "Tyler, TX": ["903", "430"],
  "Longview, TX": ["903", "430"],
  "Texarkana, TX": ["903", "430"],
  "Victoria, TX": ["361"],
  "Corpus Christi, TX": ["361"],
  "Laredo, TX": ["956"],
  "McAllen, TX": ["956"],
  "Pharr, TX": ["956"],
  "Edinburg, TX": ["956"],
  "Weslaco, TX": ["956"],
  "Harlingen, TX": ["956"],
  "Brownsville, TX": ["956"],
  "San Angelo, TX": ["325"],
  "Abilene, TX": ["325"],
  "Midland, TX": ["432"],
  "Odessa, TX": ["432"],
  "Lubbock, TX": ["806"],
  "Amarillo, TX": ["806"],
  "El Paso, TX": ["915"],
  "Las Cruces, NM": ["575"],
  "Albuquerque, NM": ["505"],
  "Oklahoma City, OK": ["405", "572"],
  "Shreveport, LA": ["318"],
  "Phoenix, AZ": ["602", "480", "623"],
};

const offices = readFileSync(fileURLToPath(new URL("../../studio/seed/production.ndjson", import.meta.url)), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _type: string; name: string; city: string; state: string; phone: string })
  .filter((doc) => doc._type === "office");

describe("seed office phone numbers", () => {
  it("every office has one", () => {
    expect(offices.length).toBeGreaterThan(60);
  });

  it("each has an area code of its city and a line kept for fiction", () => {
    for (const office of offices) {
      const match = /^\((\d{3})\) 555-01\d{2}$/.exec(office.phone);
      expect(match, `${office.name}: ${office.phone}`).not.toBeNull();
      const place = `${office.city}, ${office.state}`;
      expect(AREA_CODES[place], `${place} is not in the table`).toBeDefined();
      expect(AREA_CODES[place], `${office.name}: ${office.phone}`).toContain(match![1]);
    }
  });
});
