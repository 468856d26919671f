/**
 * The rated transaction as the buy-online flow reads it (doc3 §3 Driver, Vehicle): the named
 * insured, the drivers and the vehicles the visitor quoted, from the platform's saved transaction.
 */
import { z } from "zod";
import type { PlatformClient } from "~/.server/platform";
import { getTransaction } from "~/.server/platform/quote";

const num = z.coerce.number().catch(0);
const str = z.string().catch("");

const address = z
  .looseObject({
    address: str.optional(),
    address1: str.optional(),
    address2: str.optional(),
    apt: str.optional(),
    city: str,
    state: str,
    zipCode: str,
    county: str.optional(),
  })
  .catch({ city: "", state: "", zipCode: "" });

const transactionShape = z.looseObject({
  customer: z.looseObject({ name: str, surname: str, dob: str, email: str, phoneNumber: str, maritalStatus: num, gender: num, address }),
  drivers: z.array(z.looseObject({ name: str, surname: str, dob: str, gender: num, maritalStatus: num, relation: num })).catch([]),
  cars: z.array(z.looseObject({ vin: str, year: num, maker: str, model: str, annualMilesAge: num })).catch([]),
});

/** A date as yyyy-mm-dd, from MM/DD/YYYY or an ISO date (time dropped). */
export function isoDate(value: string): string {
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (slashed) return `${slashed[3]}-${slashed[1]!.padStart(2, "0")}-${slashed[2]!.padStart(2, "0")}`;
  return value.trim().slice(0, 10);
}

export interface QuotedPerson {
  firstName: string;
  lastName: string;
  dob: string;
  gender: number;
  marital: number;
  relation: number;
}

export interface Quoted {
  customer: QuotedPerson & {
    email: string;
    phone: string;
    address: { address1: string; address2: string; city: string; state: string; zipCode: string; county: string };
  };
  /** The drivers other than the primary one, in the quote's order. */
  others: QuotedPerson[];
  vehicles: { vin: string; year: number; make: string; model: string; mileage: number }[];
}

export async function quotedTransaction(platform: PlatformClient, transactionId: string): Promise<Quoted | null> {
  const answer = await getTransaction(platform, transactionId);
  if (!answer?.ok) return null;
  const parsed = transactionShape.safeParse(answer.data.transaction);
  if (!parsed.success) return null;
  const { customer, drivers, cars } = parsed.data;
  const a = customer.address;
  const person = (d: { name: string; surname: string; dob: string; gender: number; maritalStatus: number; relation: number }): QuotedPerson => ({
    firstName: d.name,
    lastName: d.surname,
    dob: isoDate(d.dob),
    gender: d.gender,
    marital: d.maritalStatus,
    relation: d.relation,
  });
  const primaryIndex = Math.max(
    0,
    drivers.findIndex((d) => d.relation === 0),
  );
  return {
    customer: {
      ...person({ ...customer, relation: 0 }),
      email: customer.email,
      phone: customer.phoneNumber,
      address: {
        address1: a.address1 || a.address || "",
        address2: a.address2 || a.apt || "",
        city: a.city,
        state: a.state,
        zipCode: a.zipCode,
        county: a.county ?? "",
      },
    },
    others: drivers.filter((_, i) => i !== primaryIndex).map(person),
    vehicles: cars.map((c) => ({ vin: c.vin, year: c.year, make: c.maker, model: c.model, mileage: c.annualMilesAge || 10_000 })),
  };
}
