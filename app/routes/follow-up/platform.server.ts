/**
 * The follow-up flow's own platform calls (doc3 §7.2), typed by their answers: the rate quote with its transaction,
 * the form's stored answers, the final success, request call back, and the look-ups the form uses (licence —
 * California on the California endpoint —, related drivers, VIN decode). The tracking record and the contact
 * verification calls are in ./verification.server.ts.
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";
import type { SiteContext } from "~/.server/site-context";
import { STEPS } from "~/domain/follow-up/model";
import { clientForVariant } from "~/.server/platform/variant";

const address = z.object({ address1: z.string(), apt: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), county: z.string().default("") });

export const rateQuoteAnswer = z.object({
  rateQuoteId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  totalPremium: z.number(),
  payPlanDescription: z.string(),
  payPlanNumOfPayments: z.number(),
  payPlanPaymentAmount: z.number(),
  payPlanDownPayment: z.number(),
  transaction: z.object({
    transactionId: z.string(),
    customer: z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), email: z.string(), phoneNumber: z.string(), address }),
    drivers: z.array(
      z.object({
        firstName: z.string(),
        lastName: z.string(),
        dob: z.string(),
        gender: z.number(),
        maritalStatus: z.number(),
        relation: z.number(),
        primaryDriver: z.boolean(),
      }),
    ),
    cars: z.array(z.object({ vin: z.string(), year: z.number(), make: z.string(), model: z.string(), annualMilesAge: z.number() })),
  }),
});
export type RateQuote = z.infer<typeof rateQuoteAnswer>;

export interface QuoteKeys {
  rateQuoteId: string;
  transactionId: string;
}

export function rateQuote(client: PlatformClient, keys: QuoteKeys): Promise<PlatformAnswer<RateQuote>> {
  return client.get("/api/followup/rateQuote", { ...keys }, rateQuoteAnswer, { logContext: { ...keys } });
}

const storedForm = z.object({ step: z.enum(STEPS), data: z.record(z.string(), z.unknown()), version: z.number(), soldAt: z.string().nullable() });
export type StoredForm = z.infer<typeof storedForm>;

export function readForm(client: PlatformClient, keys: QuoteKeys): Promise<PlatformAnswer<{ form: StoredForm | null }>> {
  return client.get("/api/followup/form", { ...keys }, z.object({ form: storedForm.nullable() }), { logContext: { ...keys } });
}

export function saveForm(
  client: PlatformClient,
  keys: QuoteKeys,
  input: { step: StoredForm["step"]; data: Record<string, unknown>; version: number },
): Promise<PlatformAnswer<{ form: StoredForm }>> {
  return client.post("/api/followup/form", { ...keys, ...input }, z.object({ form: storedForm }), { logContext: { ...keys } });
}

export function markSold(client: PlatformClient, keys: QuoteKeys): Promise<PlatformAnswer<{ first: boolean; soldAt: string }>> {
  return client.post("/api/followup/sold", { ...keys }, z.object({ first: z.boolean(), soldAt: z.string() }), { logContext: { ...keys } });
}

/** doc3 §7.2: POST {domain}/bin/servlet/nonvoicecallrequest with the phone without dashes and the rate quote id. */
export function nonVoiceCallRequest(
  client: PlatformClient,
  phoneDigits: string,
  rateQuoteId: string,
): Promise<PlatformAnswer<{ nonVoiceCallResponse: { message: string } }>> {
  return client.post(
    "/bin/servlet/nonvoicecallrequest",
    { phonenumber: phoneDigits, ratequoteid: rateQuoteId },
    z.object({ nonVoiceCallResponse: z.object({ message: z.string() }) }),
    {
      logContext: { rateQuoteId },
    },
  );
}

const lookupDriver = z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), driverLicenseNumber: z.string().nullable().default(null) });
const lookupAnswer = z.object({ drivers: z.array(lookupDriver), commonId: z.string().nullable() });
export type LookupAnswer = z.infer<typeof lookupAnswer>;

/** The main or the brand's California endpoint (doc3 §4.2: California customers' licence look-up goes to the California endpoint). */
export function endpointClient(site: Pick<SiteContext, "platform" | "brand">, state: string): PlatformClient {
  return clientForVariant(site.platform(), site.brand.endpoints, state.trim().toUpperCase() === "CA");
}

/** doc3 §7.2 licence look-up by licence and date of birth (MM/DD/YYYY), the fields in the body (never in a URL). */
export function licenceLookup(client: PlatformClient, licence: string, dobUs: string): Promise<PlatformAnswer<LookupAnswer>> {
  return client.post("/api/search/driver/dl", { DLNumer: licence, dob: dobUs }, lookupAnswer);
}

/** doc3 §4.2, §7.2 California: the look-up by name, address and date of birth. */
export function californiaLookup(
  client: PlatformClient,
  person: { firstName: string; lastName: string; address1: string; city: string; state: string; zipCode: string; dobUs: string },
): Promise<PlatformAnswer<LookupAnswer>> {
  return client.post(
    "/api/search/driver/search",
    {
      FirstName: person.firstName,
      LastName: person.lastName,
      "Address.AddressLine": person.address1,
      "Address.City": person.city,
      "Address.State": person.state,
      "Address.ZipCode": person.zipCode,
      dob: person.dobUs,
    },
    lookupAnswer.extend({ cars: z.array(z.unknown()).default([]) }),
  );
}

const relatedAnswer = z.object({
  drivers: z.array(
    z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), relation: z.number(), gender: z.number(), maritalStatus: z.number() }),
  ),
});

/** doc3 §7.2 related drivers by state and commonId. */
export function relatedDrivers(client: PlatformClient, state: string, commonId: string): Promise<PlatformAnswer<z.infer<typeof relatedAnswer>>> {
  return client.get("/api/search/driver/related", { state, commonId }, relatedAnswer);
}

const vinAnswer = z.object({
  details: z.array(z.object({ year: z.number(), maker: z.string(), model: z.string() })),
  warning: z.object({ code: z.string(), message: z.string() }).optional(),
});

/** doc3 §7.2 VIN decode (details with maker, model, year; `warning` when the check digit does not match); a VIN the platform refuses answers a 400 failure. */
export function decodeVin(client: PlatformClient, vin: string): Promise<PlatformAnswer<z.infer<typeof vinAnswer>>> {
  return client.get("/api/vehicle/detailbyvin", { vin }, vinAnswer);
}
