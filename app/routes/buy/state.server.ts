/**
 * What the visitor has entered in the buy-online flow before quote step 2 is sent (doc3 §2.1
 * sections 1 to 3): kept in the platform's draft store, never in the browser. The browser holds only
 * a sealed, HttpOnly cookie naming the draft and the purchase it belongs to (as the visitor session
 * does, app/.server/session.ts), so a reload or a failed submit loses nothing.
 */
import { createCookie, type Cookie } from "react-router";
import { z } from "zod";
import { behindProxy, env } from "~/.server/env";
import type { PlatformClient } from "~/.server/platform";
import { seal, sessionKey, unseal } from "~/.server/session";
import { isSection, type Section } from "~/domain/buy/flow";
import { drafts } from "~/.server/platform/quote";

const vehicleSchema = z.object({
  vin: z.string(),
  year: z.number(),
  make: z.string(),
  model: z.string(),
  mileage: z.number(),
  commuting: z.boolean().default(false),
  commutingAddress: z.object({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }).nullable().default(null),
});

const additionalSchema = z.object({
  relation: z.number(),
  gender: z.number(),
  marital: z.number(),
  driverStatus: z.number(),
  license: z.string(),
  dob: z.string().nullable(),
});

/** The buy-online draft: what each section saved. */
export const buyDraftSchema = z.object({
  kind: z.literal("buy-online"),
  transactionId: z.string(),
  carrierId: z.string(),
  /** The furthest section before the payment this visitor is on (doc3 §4.1: a reload lands on it). */
  reached: z.string().refine(isSection).default("driverInfo"),
  license: z.string().default(""),
  dob: z.string().default(""),
  vehicles: z.array(vehicleSchema).default([]),
  additional: z.array(additionalSchema).default([]),
  answers: z.array(z.object({ questionCd: z.string(), answer: z.enum(["Y", "N"]) })).default([]),
  /** A new key for each accepted step-2 form (the platform ignores a repeat of the same key). */
  requestKey: z.string().default(""),
  /** doc3 §2.1 iframe container: the payment session opened by Pay now and the processor's page shown for it. */
  payment: z.object({ session: z.string(), url: z.string() }).nullable().default(null),
  /** The payment session the visitor left with Back (its page is not shown again until Pay now). */
  leftPayment: z.string().default(""),
});
export type BuyDraft = z.infer<typeof buyDraftSchema>;
export type BuyVehicle = z.infer<typeof vehicleSchema>;

const cookieValue = z.object({ draftId: z.string().min(1), transactionId: z.string(), carrierId: z.string() });

const cookies = new Map<string, Cookie>();
function buyCookie(request: Request): Cookie {
  const secure = new URL(request.url).protocol === "https:" || (behindProxy(env()) && request.headers.get("x-forwarded-proto") === "https");
  const name = secure ? "__Host-buy" : "buy";
  let cookie = cookies.get(name);
  if (!cookie) {
    cookie = createCookie(name, { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 * 60 * 24 });
    cookies.set(name, cookie);
  }
  return cookie;
}

async function readPointer(request: Request) {
  const cookie = buyCookie(request);
  try {
    const raw: unknown = await cookie.parse(request.headers.get("cookie"));
    if (typeof raw !== "string") return null;
    const opened = unseal(raw, sessionKey(env().SESSION_SECRET), cookie.name);
    const parsed = cookieValue.safeParse(opened);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface StoredDraft {
  draftId: string | null;
  version: number | undefined;
  draft: BuyDraft;
}

/** The visitor's draft of this purchase; an empty one (not stored yet) when there is none. */
export async function readDraft(request: Request, platform: PlatformClient, transactionId: string, carrierId: string): Promise<StoredDraft> {
  const empty: BuyDraft = buyDraftSchema.parse({ kind: "buy-online", transactionId, carrierId });
  const pointer = await readPointer(request);
  if (!pointer || pointer.transactionId !== transactionId || pointer.carrierId !== carrierId) return { draftId: null, version: undefined, draft: empty };
  const answer = await drafts.read(platform, pointer.draftId);
  if (!answer?.ok) return { draftId: null, version: undefined, draft: empty };
  const parsed = buyDraftSchema.safeParse(answer.data.data);
  if (!parsed.success || parsed.data.transactionId !== transactionId || parsed.data.carrierId !== carrierId)
    return { draftId: null, version: undefined, draft: empty };
  return { draftId: answer.data.draftId, version: answer.data.version, draft: parsed.data };
}

/** Saves the draft; answers the Set-Cookie header naming it, or null when the store did not answer. */
export async function saveDraft(request: Request, platform: PlatformClient, stored: StoredDraft, draft: BuyDraft): Promise<string | null> {
  const data = draft as unknown as Record<string, unknown>;
  const answer = stored.draftId ? await drafts.save(platform, stored.draftId, data) : await drafts.create(platform, data);
  if (!answer?.ok) return null;
  const cookie = buyCookie(request);
  const sealed = seal(
    { draftId: answer.data.draftId, transactionId: draft.transactionId, carrierId: draft.carrierId },
    sessionKey(env().SESSION_SECRET),
    cookie.name,
  );
  return cookie.serialize(sealed);
}

export function withSection(draft: BuyDraft, section: Section): BuyDraft {
  return { ...draft, reached: section };
}
