/**
 * Reference-data calls (doc2 §7): zip to city, vehicles and VINs, foreign licence types,
 * coverages per state, driver lookups and licence images.
 *
 *   registerReferenceRoutes(api, ctx)   // with the core's route helper
 *
 * Licence numbers and dates of birth are never logged. The driver lookups also answer POST with
 * the same fields in the body, so a caller can keep them out of URLs.
 */
import express from "express";
import { z } from "zod";
import { createApi, type Api, type Caller } from "../http/route.ts";
import { HttpError } from "../http/envelope.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import type { PlatformContext } from "../services/context.ts";
import { specDate, stateCode, zipCode } from "../services/schemas.ts";
import { coveragesForState } from "../reference/coverages.ts";
import { searchByLicence, searchByName } from "../reference/driver-search.ts";
import { foreignLicenseTypes } from "../reference/foreign-licenses.ts";
import { decodeBase64Image, readLicenceImage, licenceImageMessages } from "../reference/licence-image.ts";
import { loadLicence, saveLicence } from "../reference/licence-store.ts";
import { up as ensureReferenceTables } from "../reference/migration.ts";
import type { LookupResult } from "../reference/people.ts";
import { vehicleDetails, vehicleMakes, vehicleModels, vehicleYears, decodeVin } from "../reference/vehicles.ts";
import { cityByZip } from "../reference/zip.ts";
import type { LicenceFields } from "../reference/aamva.ts";

const zip = zipCode;
const year = z.coerce.number({ error: "must be a year" }).int("must be a year").min(1981, "must be 1981 or later").max(2100, "must be a model year");
const make = z.string({ error: "is required" }).trim().min(1, "is required").max(60, "must be at most 60 characters");
const model = z.string({ error: "is required" }).trim().min(1, "is required").max(80, "must be at most 80 characters");
const flag = z.union([z.boolean(), z.stringbool()], { error: "must be true or false" }).optional();
const licence = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(40, "must be at most 40 characters")
  .regex(/^[A-Za-z0-9 -]+$/, "may contain letters, digits, spaces and dashes only");
const name = z.string({ error: "is required" }).trim().min(2, "must be at least 2 characters").max(60, "must be at most 60 characters");

const dlQuery = z.object({ DLNumer: licence, dob: specDate, FetchAddress: flag });
const nameQuery = z.object({
  FirstName: name,
  LastName: name,
  "Address.AddressLine": z.string().trim().max(120).optional(),
  "Address.City": z.string().trim().max(60).optional(),
  "Address.State": stateCode.optional(),
  "Address.ZipCode": zip.optional(),
  dob: specDate,
  IncludeEnhancedVehicle: flag,
});

const vehicleDetail = z.object({
  vin: z.string().nullable(),
  year: z.number(),
  maker: z.string(),
  model: z.string(),
  vehicleType: z.string().nullable(),
  bodyStyle: z.string().nullable(),
  trim: z.string().nullable(),
});
const lookupAddress = z.object({ address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), zipCode: z.string() });
const lookupDriver = z.object({
  firstName: z.string(),
  lastName: z.string(),
  relation: z.number(),
  dob: z.string(),
  gender: z.number(),
  maritalStatus: z.number(),
  address: lookupAddress.optional(),
  priorInsurance: z.boolean(),
  isDefaultInsured: z.boolean(),
  driverLicenseNumber: z.string().nullable(),
  issueDate: z.string().nullable(),
});
const lookupCar = z.object({ vin: z.string(), year: z.number(), make: z.string(), model: z.string() });
const licenceAnswer = z.object({
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  documentNumber: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  gender: z.string(),
  issueDate: z.string(),
  expirationDate: z.string(),
  aamvaVersion: z.string(),
  fileId: z.string(),
});

function brandOf(caller: Caller | null): string {
  return caller?.brand ?? "";
}

function withoutAddress(result: LookupResult, fetchAddress: boolean | undefined): LookupResult {
  if (fetchAddress !== false) return result;
  return { ...result, drivers: result.drivers.map(({ address: _address, ...rest }) => ({ ...rest }) as typeof rest & { address: never }) };
}

function licenceAnswerOf(fields: LicenceFields, fileId: string) {
  return { ...fields, fileId };
}

export function registerReferenceRoutes(api: Api, ctx: PlatformContext): void {
  // Lookups of people: limited per caller address, so the data cannot be walked.
  const lookupLimiter = createLimiter(ctx.db, { name: "lookup", points: 30, duration: 60 });
  const imageLimiter = createLimiter(ctx.db, { name: "licence", points: 20, duration: 60 });
  let tables: Promise<void> | null = null;
  const ensureTables = () =>
    (tables ??= ensureReferenceTables(ctx.db as never).catch((error: unknown) => {
      tables = null;
      throw error;
    }));

  api.route({
    method: "get",
    path: "/api/address/citybyzip",
    auth: "site",
    tags: ["reference"],
    summary: "Zip to city",
    description:
      "City, state, county and coordinates of a zip (bundled dataset; zips longer than 5 are shortened, doc1 §5), and whether the brand quotes in that state by the platform's default table (isQuoteAvaliable; the site decides from its CMS brand's states instead). `brand` defaults to the token's brand.",
    query: z.object({ zip, brand: z.string().trim().max(40).optional() }),
    response: z.object({
      addresses: z.array(z.object({ city: z.string(), state: z.string(), zip: z.string(), county: z.string(), latitude: z.number(), longitude: z.number() })),
      isQuoteAvaliable: z.boolean(),
    }),
    handler: async ({ query, caller }) => cityByZip(query.zip, query.brand || brandOf(caller)),
  });

  api.route({
    method: "get",
    path: "/api/vehicle/years",
    auth: "site",
    tags: ["reference"],
    summary: "Model years with vehicles, newest first",
    response: z.object({ years: z.array(z.number()) }),
    handler: async () => ({ years: await vehicleYears() }),
  });

  api.route({
    method: "get",
    path: "/api/vehicle/makes",
    auth: "site",
    tags: ["reference"],
    summary: "Makes of a model year",
    query: z.object({ year }),
    response: z.object({ makes: z.array(z.string()) }),
    handler: async ({ query }) => ({ makes: await vehicleMakes(query.year) }),
  });

  api.route({
    method: "get",
    path: "/api/vehicle/models",
    auth: "site",
    tags: ["reference"],
    summary: "Models of a make in a model year",
    query: z.object({ year, make }),
    response: z.object({ models: z.array(z.string()) }),
    handler: async ({ query }) => ({ models: await vehicleModels(query.year, query.make) }),
  });

  api.route({
    method: "get",
    path: "/api/vehicle/details",
    auth: "site",
    tags: ["reference"],
    summary: "Vehicle details for a year, make and model",
    query: z.object({ year, make, model }),
    response: z.object({ details: z.array(vehicleDetail) }),
    handler: async ({ query }) => ({ details: await vehicleDetails(query.year, query.make, query.model) }),
  });

  api.route({
    method: "get",
    path: "/api/vehicle/detailbyvin",
    auth: "site",
    tags: ["reference"],
    summary: "Decode a VIN",
    description:
      "17 letters or digits without I, O or Q (doc2 §5); anything else is 400. A VIN whose check digit (position 9) does not match still decodes and answers `warning` " +
      "(code `check-digit`): manufacturers issue some such VINs, and a typing slip shows the shopper a vehicle to compare. The make is the brand of the model year " +
      "(Ram from 2011), the model keeps the weight class that names a truck (Ram 1500, Silverado 2500) and falls back to the series. A VIN of an unknown maker, or " +
      "naming neither a model nor a series, answers no details.",
    query: z.object({ vin: z.string({ error: "is required" }).trim().min(1, "is required").max(40, "must be 17 letters or digits") }),
    response: z.object({
      details: z.array(vehicleDetail),
      warning: z
        .object({ code: z.enum(["check-digit"]), message: z.string() })
        .optional()
        .describe("Present when the VIN decodes but does not look right: `check-digit` when position 9 does not match the others"),
    }),
    handler: async ({ query }) => {
      const decoded = await decodeVin(query.vin);
      if (!decoded.ok) throw new HttpError(400, decoded.check.message ?? "Invalid VIN", { vin: decoded.check.message ?? "is not a valid VIN" });
      return decoded.warning ? { details: decoded.details, warning: decoded.warning } : { details: decoded.details };
    },
  });

  api.route({
    method: "get",
    path: "/api/rating/getForeignLicenseTypes",
    auth: "site",
    tags: ["reference"],
    summary: "Foreign licence types (for licence type 6)",
    response: z.object({ foreignLicenseTypes: z.array(z.object({ value: z.string(), text: z.string() })) }),
    handler: async () => ({ foreignLicenseTypes: foreignLicenseTypes.map((t) => ({ ...t })) }),
  });

  const coverageResponse = z.looseObject({ state: z.string(), coverageProducts: z.array(z.unknown()), coverages: z.array(z.unknown()) });
  const coveragesOf = (state: string) => {
    const found = coveragesForState(state);
    // doc2 §8: the site reports "Coverage empty for state code" when these lists are empty.
    return found ? { ...found } : { state, coverageProducts: [], coverages: [], message: "Coverage empty for state code" };
  };
  api.route({
    method: "get",
    path: "/api/rating/v2/getCoverages",
    auth: "site",
    tags: ["reference"],
    summary: "Coverage definitions and packages of a state (package 0 is the state minimum)",
    query: z.object({ state: stateCode }),
    response: coverageResponse,
    handler: async ({ query }) => coveragesOf(query.state),
  });
  api.route({
    method: "get",
    path: "/api/rating/v2/getCoverages/:state",
    auth: "site",
    tags: ["reference"],
    summary: "Coverage definitions and packages of a state, state in the path",
    params: z.object({ state: stateCode }),
    response: coverageResponse,
    handler: async ({ params }) => coveragesOf(params.state),
  });

  const dlResponse = z.object({ drivers: z.array(lookupDriver), commonId: z.string().nullable() });
  const byLicence = async (input: z.output<typeof dlQuery>, ip: string) => {
    await consume(lookupLimiter, ip);
    const found = searchByLicence(input.DLNumer, input.dob);
    if (!found) return { drivers: [], commonId: null };
    const result = withoutAddress(found, input.FetchAddress);
    return { drivers: result.drivers, commonId: result.commonId };
  };
  api.route({
    method: "get",
    path: "/api/search/driver/dl",
    auth: "site",
    tags: ["reference"],
    summary: "Driver lookup by licence number and date of birth",
    description:
      "The seeded reference households only (a stand-in for a prefill data provider): never another visitor's quote. No match answers an empty list.",
    query: dlQuery,
    response: dlResponse,
    errorStatuses: [429],
    handler: async ({ query, ip }) => byLicence(query, ip),
  });
  api.route({
    method: "post",
    path: "/api/search/driver/dl",
    auth: "site",
    tags: ["reference"],
    summary: "Driver lookup by licence number and date of birth (fields in the body)",
    body: dlQuery,
    response: dlResponse,
    errorStatuses: [429],
    handler: async ({ body, ip }) => byLicence(body, ip),
  });

  const byName = async (input: z.output<typeof nameQuery>, ip: string, withCars: boolean) => {
    await consume(lookupLimiter, ip);
    const found = searchByName({
      firstName: input.FirstName,
      lastName: input.LastName,
      dobIso: input.dob,
      addressLine: input["Address.AddressLine"],
      city: input["Address.City"],
      state: input["Address.State"],
      zipCode: input["Address.ZipCode"],
    });
    if (!found) return { drivers: [], cars: [], commonId: null };
    return { drivers: found.drivers, cars: withCars ? found.cars : [], commonId: found.commonId };
  };
  const nameResponse = z.object({ drivers: z.array(lookupDriver), cars: z.array(lookupCar), commonId: z.string().nullable() });
  for (const method of ["get", "post"] as const) {
    api.route({
      method,
      path: "/api/search/driver/search",
      auth: "site",
      tags: ["reference"],
      summary: "Driver lookup by name, address and date of birth; cars with IncludeEnhancedVehicle",
      ...(method === "get" ? { query: nameQuery } : { body: nameQuery }),
      response: nameResponse,
      errorStatuses: [429],
      handler: async ({ query, body, ip }) => {
        const input = (method === "get" ? query : body) as z.output<typeof nameQuery>;
        return byName(input, ip, input.IncludeEnhancedVehicle === true);
      },
    });
    api.route({
      method,
      path: "/api/search/driverandcar/search",
      auth: "site",
      tags: ["reference"],
      summary: "Driver and car lookup by name, address and date of birth (always with cars)",
      ...(method === "get" ? { query: nameQuery } : { body: nameQuery }),
      response: nameResponse,
      errorStatuses: [429],
      handler: async ({ query, body, ip }) => byName((method === "get" ? query : body) as z.output<typeof nameQuery>, ip, true),
    });
  }

  api.route({
    method: "post",
    path: "/api/helper/ocr/uploadDriverLicense",
    auth: "site",
    tags: ["reference"],
    summary: "Read a driver licence from a photo of its back (PDF417 barcode, AAMVA fields)",
    description:
      "`image`: the PNG, JPEG, WebP or HEIC as base64 (a data: URL is accepted), at most 5242880 bytes. Errors (doc2 §8): 413 'file size exceeding', 415 'file type error' (exception UnsupportedDocumentException), 422 'image not clear', 500 'unexpected error occurred'.",
    body: z.object({
      image: z.string({ error: "is required" }).min(1, "is required").max(8_000_000, licenceImageMessages["file-size"]),
      fileName: z.string().max(200).optional(),
    }),
    response: licenceAnswer,
    errorStatuses: [413, 415, 422, 429],
    handler: async ({ body, caller, ip }) => {
      await consume(imageLimiter, ip);
      const bytes = decodeBase64Image(body.image);
      if (!bytes) throw new HttpError(400, "The image must be base64.", { image: "must be a base64 image" });
      const read = await readLicenceImage(bytes);
      if (!read.ok) {
        const status = { "file-size": 413, "file-type": 415, "not-clear": 422, unexpected: 500 }[read.error];
        throw new HttpError(status, read.message, undefined, read.exception ? { exception: read.exception } : undefined);
      }
      await ensureTables();
      const fileId = await saveLicence(ctx.db, brandOf(caller), read.fields, ctx.now());
      return licenceAnswerOf(read.fields, fileId);
    },
  });

  api.route({
    method: "get",
    path: "/api/helper/ocr/getDriverLicense",
    auth: "site",
    tags: ["reference"],
    summary: "A licence read earlier, by its file id (kept one hour)",
    query: z.object({
      fileId: z
        .string({ error: "is required" })
        .trim()
        .regex(/^dl_[A-Za-z0-9_-]{10,40}$/, "must be a file id from uploadDriverLicense"),
    }),
    response: licenceAnswer,
    errorStatuses: [404],
    handler: async ({ query, caller }) => {
      await ensureTables();
      const stored = await loadLicence(ctx.db, brandOf(caller), query.fileId, ctx.now());
      if (!stored) throw new HttpError(404, "No licence with this file id (they are kept for one hour).");
      return licenceAnswerOf(stored.fields, stored.fileId);
    },
  });
}

/** The same calls as a router of their own, for a platform without a shared route registry. */
export function referenceRoutes(deps: { ctx: PlatformContext; authenticate: (token: string) => Promise<Caller | null> }): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: "8mb" }));
  registerReferenceRoutes(createApi(router, { authenticate: deps.authenticate }), deps.ctx);
  return router;
}
