/**
 * Public-site forms (doc1 §5, §7: "native submit to the form action", response not shown; the
 * platform defines these paths). Every submission is stored for the caller's brand:
 * - POST /api/forms/submissions  a generic form's fields (contact and other configured forms)
 * - POST /api/forms/newsletter   a newsletter sign-up (one per e-mail and brand; signing up again is not an error)
 * - POST /api/forms/wait-list    an out-of-state wait-list e-mail (oos-email, oos-state)
 * - POST /api/forms/consent      marketing consent: the exact text, the page and the visitor's address
 * - GET  /api/forms/submissions  the brand's latest submissions of one kind (agents' follow-up)
 */
import { z } from "zod";
import type { Api, Caller } from "../http/route.ts";
import { newId, nowIso } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { email, stateCode } from "../services/schemas.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import { findNewsletterSignUp, insertFormSubmission, latestSubmissionsOfKind } from "../repositories/form-submissions.ts";

export const submissionKinds = ["form", "newsletter", "wait-list", "consent"] as const;
type Kind = (typeof submissionKinds)[number];

const page = z.string({ error: "is required" }).trim().min(1, "is required").max(500, "must be at most 500 characters");
const ipAddress = z
  .string()
  .trim()
  .max(64, "must be an IP address")
  .regex(/^[0-9A-Fa-f:.]+$/, "must be an IP address")
  .optional()
  .meta({ description: "The visitor's address, as the site saw it (IPv4, IPv6 or IPv4-mapped IPv6)." });
const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, "field names are letters, digits, - and _");
const fieldsSchema = z
  .record(fieldName, z.string().max(5000, "must be at most 5000 characters"))
  .refine((value) => Object.keys(value).length <= 40, "at most 40 fields");

const submissionResponse = z.object({ submissionId: z.string() });
const listedSubmission = z.object({
  submissionId: z.string(),
  kind: z.enum(submissionKinds),
  formId: z.string().nullable(),
  email: z.string().nullable(),
  state: z.string().nullable(),
  page: z.string(),
  fields: z.record(z.string(), z.string()),
  consentText: z.string().nullable(),
  createdAt: z.string(),
});

export function registerFormRoutes(api: Api, ctx: PlatformContext): void {
  // Each visitor (by the address the site forwards), and each brand as a whole.
  const visitorLimiter = createLimiter(ctx.db, { name: "forms-visitor", points: 30, duration: 60 });
  const brandLimiter = createLimiter(ctx.db, { name: "forms-brand", points: 600, duration: 60 });

  async function store(
    caller: Caller | null,
    ip: string,
    trackId: string,
    kind: Kind,
    values: { formId?: string; email?: string; state?: string; page: string; fields?: Record<string, string>; consentText?: string; ipAddress?: string },
  ): Promise<string> {
    const brand = caller?.brand ?? ctx.config.DEFAULT_BRAND;
    await consume(visitorLimiter, ip);
    await consume(brandLimiter, brand);
    const id = newId("frm");
    await insertFormSubmission(ctx.db, {
      id,
      brand,
      kind,
      form_id: values.formId ?? null,
      email: values.email ?? null,
      state: values.state ?? null,
      page: values.page,
      fields: JSON.stringify(values.fields ?? {}),
      consent_text: values.consentText ?? null,
      ip_address: values.ipAddress ?? null,
      track_id: trackId || null,
      created_at: nowIso(ctx.now()),
    });
    // No personal data in the log: the kind and the id only.
    ctx.logger.info({ submissionId: id, kind, brand, trackId }, "public form stored");
    return id;
  }

  api.route({
    method: "post",
    path: "/api/forms/submissions",
    auth: "site",
    tags: ["forms"],
    summary: "Store a generic form",
    description: "doc1 §5 generic form container: the checked values (checkboxes as 'checked', 'Unchecked' or empty) under the form's id.",
    status: 201,
    errorStatuses: [429],
    body: z.object({
      formId: z.string({ error: "is required" }).regex(/^[a-z0-9-]{1,60}$/, "must be a form id (lower-case letters, digits, -)"),
      page,
      fields: fieldsSchema,
      ipAddress,
    }),
    response: submissionResponse,
    handler: async ({ body, caller, header, ip }) => {
      const fieldEmail = Object.entries(body.fields).find(([name]) => name.toLowerCase() === "email")?.[1];
      const parsedEmail = email.safeParse(fieldEmail);
      return {
        submissionId: await store(caller, ip, header.trackId, "form", {
          formId: body.formId,
          page: body.page,
          fields: body.fields,
          email: parsedEmail.success ? parsedEmail.data : undefined,
          ipAddress: body.ipAddress,
        }),
      };
    },
  });

  api.route({
    method: "post",
    path: "/api/forms/newsletter",
    auth: "site",
    tags: ["forms"],
    summary: "Sign up for the newsletter",
    description: "doc1 §5 newsletter. Signing up again with the same e-mail keeps the first sign-up and answers with alreadySubscribed true.",
    status: 201,
    errorStatuses: [429],
    body: z.object({ email, page, ipAddress }),
    response: submissionResponse.extend({ alreadySubscribed: z.boolean() }),
    handler: async ({ body, caller, header, ip }) => {
      const brand = caller?.brand ?? ctx.config.DEFAULT_BRAND;
      const address = body.email.toLowerCase();
      const existing = await findNewsletterSignUp(ctx.db, brand, address);
      if (existing) return { submissionId: existing.id, alreadySubscribed: true };
      return {
        submissionId: await store(caller, ip, header.trackId, "newsletter", { email: address, page: body.page, ipAddress: body.ipAddress }),
        alreadySubscribed: false,
      };
    },
  });

  api.route({
    method: "post",
    path: "/api/forms/wait-list",
    auth: "site",
    tags: ["forms"],
    summary: "Join the out-of-state wait list",
    description: "doc1 §7 out-of-state form (oos-email, oos-state).",
    status: 201,
    errorStatuses: [429],
    body: z.object({ email, state: stateCode, page, ipAddress }),
    response: submissionResponse,
    handler: async ({ body, caller, header, ip }) => ({
      submissionId: await store(caller, ip, header.trackId, "wait-list", {
        email: body.email.toLowerCase(),
        state: body.state,
        page: body.page,
        ipAddress: body.ipAddress,
      }),
    }),
  });

  api.route({
    method: "post",
    path: "/api/forms/consent",
    auth: "site",
    tags: ["forms"],
    summary: "Record marketing consent",
    description:
      "doc1 §2 consent widget; DESIGN: consent is recorded with its exact text, time, page and address. `id` is the consent page's query parameter (doc3).",
    status: 201,
    errorStatuses: [429],
    body: z.object({
      consentText: z.string({ error: "is required" }).trim().min(10, "must be the exact consent text shown").max(5000, "must be at most 5000 characters"),
      page,
      email: email.optional(),
      id: z.string().trim().max(100, "must be at most 100 characters").optional(),
      ipAddress,
    }),
    response: submissionResponse,
    handler: async ({ body, caller, header, ip }) => ({
      submissionId: await store(caller, ip, header.trackId, "consent", {
        formId: body.id,
        email: body.email?.toLowerCase(),
        page: body.page,
        consentText: body.consentText,
        ipAddress: body.ipAddress ?? ip,
      }),
    }),
  });

  api.route({
    method: "get",
    path: "/api/forms/submissions",
    auth: "staff",
    tags: ["forms"],
    summary: "Latest submissions of one kind",
    description: "Staff only: the staff token's brand, newest first.",
    query: z.object({
      kind: z.enum(submissionKinds, { error: "must be form, newsletter, wait-list or consent" }),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ submissions: z.array(listedSubmission) }),
    handler: async ({ query, caller }) => {
      const brand = caller?.brand ?? ctx.config.DEFAULT_BRAND;
      const rows = await latestSubmissionsOfKind(ctx.db, brand, query.kind, query.limit);
      return {
        submissions: rows.map((row) => ({
          submissionId: row.id,
          kind: row.kind as Kind,
          formId: row.form_id,
          email: row.email,
          state: row.state,
          page: row.page,
          fields: JSON.parse(row.fields) as Record<string, string>,
          consentText: row.consent_text,
          createdAt: row.created_at,
        })),
      };
    },
  });
}
