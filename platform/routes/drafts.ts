/**
 * Quote drafts (doc2 §3 "Saved local draft", §4 revisit): the wizard's answers so far, kept by the
 * platform under an opaque random id. The site keeps the id in the visitor's session cookie, so a
 * reload, a second tab or a restart of the site loses nothing; the browser never sees the id.
 * - POST   /api/quote/drafts              a new draft; answers its id
 * - GET    /api/quote/drafts/{draftId}    the draft
 * - PATCH  /api/quote/drafts/{draftId}    replace it (optionally only if `version` still matches)
 * - DELETE /api/quote/drafts/{draftId}    forget it
 * A draft belongs to the brand of the token that created it and expires 30 days after its last save.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Api, Caller } from "../http/route.ts";
import { conflict, notFound } from "../http/envelope.ts";
import type { PlatformContext } from "../services/context.ts";
import { deleteDraft, deleteExpiredDrafts, findLiveDraft, insertDraft, saveDraftAtVersion, type DraftRow } from "../repositories/drafts.ts";

/** How long a draft is kept after its last save. */
export const DRAFT_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** The largest draft accepted, in characters of JSON. */
export const DRAFT_MAX_CHARS = 64_000;

const draftId = z
  .string({ error: "is required" })
  .regex(/^qd_[A-Za-z0-9_-]{32}$/, "must be a draft id from POST /api/quote/drafts")
  .meta({ description: "Opaque draft id" });
const draftData = z
  .record(z.string(), z.unknown(), { error: "must be an object" })
  .refine((data) => JSON.stringify(data).length <= DRAFT_MAX_CHARS, `must be at most ${DRAFT_MAX_CHARS} characters of JSON`)
  .meta({ description: "The wizard's answers, as the site stores them (the platform does not read them)." });
const draftAnswer = z.object({ draftId: z.string(), data: z.record(z.string(), z.unknown()), version: z.number(), updatedAt: z.string() });

const brandOf = (caller: Caller | null) => caller?.brand ?? "";

async function liveDraft(ctx: PlatformContext, caller: Caller | null, id: string): Promise<DraftRow> {
  const row = await findLiveDraft(ctx.db, brandOf(caller), id, ctx.now().toISOString());
  if (!row) throw notFound("No draft with this id (drafts are kept 30 days after their last save).");
  return row;
}

function answerOf(row: DraftRow) {
  return { draftId: row.draft_id, data: JSON.parse(row.data_json) as Record<string, unknown>, version: Number(row.version), updatedAt: row.updated_at };
}

export function registerDraftRoutes(api: Api, ctx: PlatformContext): void {
  api.route({
    method: "post",
    path: "/api/quote/drafts",
    auth: "site",
    tags: ["quote drafts"],
    summary: "Create a quote draft",
    description: "Stores the wizard's answers under a new opaque id (kept 30 days after the last save) for the token's brand.",
    status: 201,
    body: z.object({ data: draftData.default({}) }),
    response: draftAnswer,
    handler: async ({ body, caller }) => {
      const now = ctx.now();
      const row: DraftRow = {
        draft_id: `qd_${randomBytes(24).toString("base64url")}`,
        brand: brandOf(caller),
        data_json: JSON.stringify(body.data),
        version: 1,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        expires_at: new Date(now.getTime() + DRAFT_KEEP_MS).toISOString(),
      };
      await deleteExpiredDrafts(ctx.db, now.toISOString());
      await insertDraft(ctx.db, row);
      return answerOf(row);
    },
  });

  api.route({
    method: "get",
    path: "/api/quote/drafts/:draftId",
    auth: "site",
    tags: ["quote drafts"],
    summary: "Read a quote draft",
    errorStatuses: [404],
    params: z.object({ draftId }),
    response: draftAnswer,
    handler: async ({ params, caller }) => answerOf(await liveDraft(ctx, caller, params.draftId)),
  });

  api.route({
    method: "patch",
    path: "/api/quote/drafts/:draftId",
    auth: "site",
    tags: ["quote drafts"],
    summary: "Save a quote draft (replaces its answers)",
    description:
      "With `version`, the save happens only if the draft is still at that version (409 otherwise), so a second tab cannot silently overwrite newer answers.",
    errorStatuses: [404, 409],
    params: z.object({ draftId }),
    body: z.object({ data: draftData, version: z.number().int().min(1).optional() }),
    response: draftAnswer,
    handler: async ({ params, body, caller }) => {
      const row = await liveDraft(ctx, caller, params.draftId);
      if (body.version !== undefined && body.version !== Number(row.version)) throw conflict("The draft changed since it was read.");
      const now = ctx.now();
      const next = {
        data_json: JSON.stringify(body.data),
        version: Number(row.version) + 1,
        updated_at: now.toISOString(),
        expires_at: new Date(now.getTime() + DRAFT_KEEP_MS).toISOString(),
      };
      const saved = await saveDraftAtVersion(ctx.db, row.draft_id, Number(row.version), next);
      if (!saved) throw conflict("The draft changed since it was read.");
      return answerOf({ ...row, ...next });
    },
  });

  api.route({
    method: "delete",
    path: "/api/quote/drafts/:draftId",
    auth: "site",
    tags: ["quote drafts"],
    summary: "Forget a quote draft",
    errorStatuses: [404],
    params: z.object({ draftId }),
    response: z.object({ draftId: z.string() }),
    handler: async ({ params, caller }) => {
      const row = await liveDraft(ctx, caller, params.draftId);
      await deleteDraft(ctx.db, row.draft_id);
      return { draftId: row.draft_id };
    },
  });
}
