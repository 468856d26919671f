/**
 * The platform's OpenAPI 3.1 document, generated from the same zod schemas the routes validate
 * with (zod 4 `z.toJSONSchema`), served at `/api/openapi.json`.
 */
import { z } from "zod";
import { errorEnvelopeSchema } from "../http/envelope.ts";
import { ratingRequestSchema } from "../rating/request-schema.ts";
import { allowedKinds, bodySchemaOf, querySchemaOf, type AnyRoute } from "../http/route.ts";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const result = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete result.$schema;
  return result;
}

const statusText: Record<number, string> = {
  200: "Success",
  201: "Created",
  400: "Invalid input: one message per field",
  401: "No valid bearer token",
  403: "The token may not do this",
  404: "Not found",
  409: "Conflict with the current state",
  410: "Gone",
  413: "Body too large",
  429: "Too many requests",
  500: "Unexpected error (generic message)",
};

function successSchema(route: AnyRoute): JsonSchema {
  const fields = (route.response as z.ZodObject | undefined)?.shape ?? {};
  const envelope = z.object({ isSuccess: z.literal(true), message: z.string(), ...fields });
  return jsonSchema(envelope, "output");
}

function parameters(route: AnyRoute): JsonSchema[] {
  const list: JsonSchema[] = [];
  const add = (where: "query" | "path", schema: z.ZodObject | undefined) => {
    if (!schema) return;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const required = where === "path" || !field.safeParse(undefined).success;
      const fieldSchema = jsonSchema(field, "input");
      const description = typeof fieldSchema.description === "string" ? fieldSchema.description : undefined;
      list.push({ name, in: where, required, schema: fieldSchema, ...(description ? { description } : {}) });
    }
  };
  add("path", route.params as z.ZodObject | undefined);
  add("query", querySchemaOf(route));
  return list;
}

export function buildOpenApiDocument(routes: readonly AnyRoute[], info: { version: string; serverUrl?: string }): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorSchema = jsonSchema(errorEnvelopeSchema, "output");
  for (const route of routes) {
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    const status = route.status ?? 200;
    const responses: Record<string, unknown> = {};
    if (route.raw) {
      responses[String(status)] = { description: statusText[status] ?? "Success", content: { [route.rawContentType ?? "text/html"]: {} } };
    } else {
      responses[String(status)] = { description: statusText[status] ?? "Success", content: { "application/json": { schema: successSchema(route) } } };
    }
    const callers = allowedKinds(route.auth);
    const errorStatuses = new Set<number>([400, 500, ...(callers.length === 0 ? [] : [401, 403]), ...(route.errorStatuses ?? [])]);
    for (const code of [...errorStatuses].sort()) {
      responses[String(code)] = { description: statusText[code] ?? "Error", content: { "application/json": { schema: errorSchema } } };
    }
    const body = bodySchemaOf(route);
    const operation: Record<string, unknown> = {
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags ?? [],
      // Who may call: no token ("none": public pages and health), or a bearer token of one of these kinds.
      security: callers.length === 0 ? [] : [{ bearer: [] }],
      "x-callers": callers.length === 0 ? ["anyone"] : [...callers],
      parameters: parameters(route),
      ...(body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(body, "input") } } } } : {}),
      responses,
    };
    paths[path] ??= {};
    paths[path][route.method] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Agency platform API",
      version: info.version,
      description:
        "The agency platform the site calls: tokens, rating transactions and results, quotes, leads, customers, reference data. " +
        "Every request carries the header object {lang, trackId, requestDate} (flattened to header.* query fields on GET). " +
        "Answers use the envelope {isSuccess, message, ...}; invalid input answers 400 with one message per field.",
    },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    components: {
      schemas: {
        // What the platform hands a carrier for one transaction (an outside rater receives it as `{ carrierId, request }`).
        RatingRequest: {
          ...jsonSchema(ratingRequestSchema, "input"),
          description:
            "The rating request built from a transaction and sent to each carrier (outside raters receive it as { carrierId, request }). " +
            "The pricing questions map here: customer.residence → homeowner, customer.insured, insuredMonths and agencyTransfer → priorInsurance (transfer6/transfer12 for a policy moved from another agency), " +
            "car ownership → lienholder, monthsOwned → ownedDays, annualMileage → annualMileage (with mileageBucket beside it); each vehicle's costNew comes from the reference vehicle data by year, make and model.",
        },
      },
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            "A site token (1 day, from loginWithToken with the client's credentials), a customer token (30 minutes, obtained through the site) or a " +
            'staff token. Each operation\'s x-callers lists the kinds it admits (another kind: 403); "anyone" marks the public pages and health.',
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
