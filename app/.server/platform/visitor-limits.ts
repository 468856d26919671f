/**
 * The site's own per-visitor limits (a quote step, a requote), counted by the platform in its
 * database (POST /api/limits/consume), so every instance of the site shares them.
 */
import { z } from "zod";
import type { PlatformClient } from "./client.ts";

export type VisitorBucket = "quote-actions" | "requotes" | "renters-rates" | `form-${"contact" | "newsletter" | "consent" | "wait-list"}`;

/** The answer while the bucket has room (a used-up bucket answers 429). */
export const consumeAnswerSchema = z.object({ allowed: z.literal(true) });

/**
 * False when the visitor has used up the bucket. With no answer from the platform the action goes
 * on: it needs the platform itself, and fails there with its own message.
 */
export async function visitorMayAct(platform: PlatformClient, bucket: VisitorBucket): Promise<boolean> {
  const answer = await platform.post("/api/limits/consume", { bucket }, consumeAnswerSchema);
  return !(answer && !answer.ok && answer.status === 429);
}
