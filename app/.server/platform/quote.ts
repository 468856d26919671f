/**
 * The quote page's calls to the agency platform (doc2 §7), each with the shape of its answer.
 * Personal data travels in POST bodies (the licence and name lookups answer POST too), never in
 * URLs; failures are logged by the platform client as "API Error" without request data.
 */
import { z } from "zod";
import type { CarrierTerms } from "~/.server/content/carrier-config";
import type { JsonBody, PlatformClient } from "./client.ts";

export const draftAnswerSchema = z.object({ draftId: z.string(), data: z.record(z.string(), z.unknown()), version: z.number() });
export type StoredDraft = z.output<typeof draftAnswerSchema>;

export const drafts = {
  create: (p: PlatformClient, data: Record<string, unknown>) => p.post("/api/quote/drafts", { data }, draftAnswerSchema),
  read: (p: PlatformClient, draftId: string) => p.get(`/api/quote/drafts/${encodeURIComponent(draftId)}`, {}, draftAnswerSchema),
  save: (p: PlatformClient, draftId: string, data: Record<string, unknown>, version?: number) =>
    p.patch(`/api/quote/drafts/${encodeURIComponent(draftId)}`, { data, ...(version ? { version } : {}) }, draftAnswerSchema),
};

export const cityAnswerSchema = z.object({
  addresses: z.array(z.object({ city: z.string(), state: z.string(), zip: z.string() })),
  isQuoteAvaliable: z.boolean(),
});
export const cityByZip = (p: PlatformClient, zip: string) => p.get("/api/address/citybyzip", { zip }, cityAnswerSchema);

const lookupDriver = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  gender: z.number(),
  maritalStatus: z.number(),
  relation: z.number(),
  address: z.object({ address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }).optional(),
  priorInsurance: z.boolean(),
  driverLicenseNumber: z.string().nullable(),
});
const lookupCar = z.object({ vin: z.string(), year: z.number(), make: z.string(), model: z.string() });
export type LookupDriver = z.output<typeof lookupDriver>;
export type LookupCar = z.output<typeof lookupCar>;

export const licenceLookupAnswerSchema = z.object({ drivers: z.array(lookupDriver) });
export const lookupByLicence = (p: PlatformClient, license: string, dob: string) =>
  p.post("/api/search/driver/dl", { DLNumer: license, dob, FetchAddress: true }, licenceLookupAnswerSchema);

export const nameLookupAnswerSchema = z.object({ drivers: z.array(lookupDriver), cars: z.array(lookupCar) });
export const lookupByName = (p: PlatformClient, query: { firstName: string; lastName: string; dob: string; zip?: string }) =>
  p.post(
    "/api/search/driverandcar/search",
    {
      FirstName: query.firstName,
      LastName: query.lastName,
      dob: query.dob,
      ...(query.zip ? { "Address.ZipCode": query.zip } : {}),
      IncludeEnhancedVehicle: true,
    },
    nameLookupAnswerSchema,
  );

export const licenceAnswerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  documentNumber: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  gender: z.string(),
  fileId: z.string(),
});
export type LicenceAnswer = z.output<typeof licenceAnswerSchema>;
export const uploadLicence = (p: PlatformClient, image: string) =>
  p.post("/api/helper/ocr/uploadDriverLicense", { image }, licenceAnswerSchema, { timeoutMs: 20_000 });

const vehicleDetail = z.object({ vin: z.string().nullable(), year: z.number(), maker: z.string(), model: z.string() });
export const vehicleYearsAnswerSchema = z.object({ years: z.array(z.number()) });
export const vehicleMakesAnswerSchema = z.object({ makes: z.array(z.string()) });
export const vehicleModelsAnswerSchema = z.object({ models: z.array(z.string()) });
export const vinAnswerSchema = z.object({ details: z.array(vehicleDetail), warning: z.object({ code: z.string(), message: z.string() }).optional() });
export const vehicleYears = (p: PlatformClient) => p.get("/api/vehicle/years", {}, vehicleYearsAnswerSchema);
export const vehicleMakes = (p: PlatformClient, year: number) => p.get("/api/vehicle/makes", { year }, vehicleMakesAnswerSchema);
export const vehicleModels = (p: PlatformClient, year: number, make: string) => p.get("/api/vehicle/models", { year, make }, vehicleModelsAnswerSchema);
/** doc2 §7 VIN; `warning` when the VIN decodes but its check digit does not match. */
export const decodeVin = (p: PlatformClient, vin: string) => p.get("/api/vehicle/detailbyvin", { vin }, vinAnswerSchema);

export const availabilityAnswerSchema = z.object({ state: z.string(), served: z.boolean().nullable(), carrierCount: z.number(), quotable: z.boolean() });
/**
 * How many of the brand's carriers selling in a state (their ids, from the CMS carrier documents) the
 * platform rates there (doc2 §1, §5). Whether the brand serves the state is the site's own decision.
 */
export const stateAvailability = (p: PlatformClient, state: string, carrierIds: readonly string[]) =>
  p.get("/api/rating/stateAvailability", { state, carrierIds: carrierIds.join(",") }, availabilityAnswerSchema);

export const coverageAnswerSchema = z.looseObject({ coverageProducts: z.array(z.unknown()), coverages: z.array(z.unknown()) });
export const coveragesFor = (p: PlatformClient, state: string) => p.get("/api/rating/v2/getCoverages", { state }, coverageAnswerSchema);

export const leadAnswerSchema = z.object({ leadKey: z.string(), status: z.string() });
export const createLead = (p: PlatformClient, body: JsonBody, state: string) => p.post("/api/lead/create", { ...body, state }, leadAnswerSchema);
export const updateLead = (p: PlatformClient, leadKey: string, body: JsonBody) => p.patch(`/api/lead/${encodeURIComponent(leadKey)}`, body, leadAnswerSchema);

export const preparedAnswerSchema = z.object({ transactionId: z.string() });
export const prepareTransaction = (p: PlatformClient, transaction: JsonBody) =>
  p.post("/api/rating/prepareTransaction", { transaction: { ...transaction, header: p.header() } }, preparedAnswerSchema);
export const submittedAnswerSchema = z.object({ transactionId: z.string(), carrierCount: z.number() });
/** Rates a prepared transaction with the brand's carriers under their terms (the CMS carrier documents, doc2 §4). */
export const submitTransaction = (p: PlatformClient, transactionId: string, carriers: readonly CarrierTerms[]) =>
  p.post("/api/rating/submitTransaction", { transactionId, carriers }, submittedAnswerSchema);

const estimatePlan = z.object({
  totalPremium: z.number(),
  payPlanCode: z.string(),
  payPlanDescription: z.string(),
  payPlanDownPayment: z.number(),
  payPlanPaymentAmount: z.number(),
  payPlanNumOfPayments: z.number(),
  payPlanDownPaymentMonths: z.number().nullable(),
  payPlanEft: z.boolean(),
});
export const estimateAnswerSchema = z.object({
  lowestPremium: z.number().nullable(),
  term: z.number(),
  carrierCount: z.number(),
  carriers: z.array(z.object({ carrierId: z.string(), rates: z.array(estimatePlan) })).optional(),
});
export type EstimateAnswer = z.output<typeof estimateAnswerSchema>;
/** doc2 §2 estimated quote widget: the lowest premium the quotes would show for a transaction (with each carrier's plans), rated at once and not stored. */
export const estimateTransaction = (p: PlatformClient, transaction: JsonBody, carriers: readonly CarrierTerms[], timeoutMs: number) =>
  p.post("/api/rating/estimate", { transaction: { ...transaction, carriers, header: p.header() } }, estimateAnswerSchema, { timeoutMs });

const savedTransaction = z.looseObject({
  transactionId: z.string(),
  term: z.number(),
  customer: z.looseObject({}),
  drivers: z.array(z.looseObject({})),
  cars: z.array(z.looseObject({})),
  coverages: z.array(z.looseObject({})).optional(),
});
export const transactionAnswerSchema = z.object({
  transaction: savedTransaction,
  status: z.string(),
  createdAt: z.string().optional(),
  requoteOf: z.string().nullable().optional(),
});
export const getTransaction = (p: PlatformClient, transactionId: string) => p.get("/api/rating/getTransaction", { transactionId }, transactionAnswerSchema);
export const requoteAnswerSchema = z.object({ transactionId: z.string(), transaction: savedTransaction });
/** doc2 §4 requote: a new prepared transaction copied from a saved one (effective today); submit it to rate. */
export const requoteTransaction = (p: PlatformClient, transactionId: string) => p.post("/api/rating/requote", { transactionId }, requoteAnswerSchema);
export const rateQuoteTransactionAnswerSchema = z.object({ transactionId: z.string() });
export const rateQuoteTransaction = (p: PlatformClient, rateQuoteId: string) =>
  p.get(`/api/rating/loadByRateQuoteId/${encodeURIComponent(rateQuoteId)}`, {}, rateQuoteTransactionAnswerSchema);

export const affiliateAnswerSchema = z.looseObject({ lead: z.looseObject({ rawData: z.record(z.string(), z.unknown()) }) });
/** The partner's lead (doc2 §7): by customer id or by gclid, with the partner link's signature `sig` the platform checks. */
export const affiliateLead = (
  p: PlatformClient,
  query: { customerid?: string; utm_source: string; utm_medium?: string; utm_campaign?: string; gclid?: string; sig?: string },
) =>
  query.customerid
    ? p.get(
        "/api/lead/get-by-utm",
        {
          customerid: query.customerid,
          utm_source: query.utm_source,
          utm_medium: query.utm_medium,
          utm_campaign: query.utm_campaign,
          gclid: query.gclid,
          sig: query.sig,
        },
        affiliateAnswerSchema,
      )
    : p.get(
        "/api/lead/affiliate",
        { gclid: query.gclid, partnerId: query.utm_source, source: query.utm_source, medium: query.utm_medium, campaign: query.utm_campaign, sig: query.sig },
        affiliateAnswerSchema,
      );
