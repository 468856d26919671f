/**
 * The development outbox's platform call, with its answer schema: the e-mails and texts the
 * platform stored, newest first (development and tests only; the platform has no such call in
 * production).
 *
 *   GET /api/dev/outbox   ?to=&limit=   { messages: [{ id, brand, lang, channel, recipient, subject, text, createdAt, status }] }
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";

export const outboxMessageSchema = z.object({
  id: z.string(),
  brand: z.string(),
  lang: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  status: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxAnswerSchema = z.object({ messages: z.array(outboxMessageSchema) });

/** The stored messages, to one recipient (e-mail or phone) when `to` is given, at most `limit`. */
export function outboxMessages(platform: PlatformClient, query: { to?: string; limit: number }): Promise<PlatformAnswer<z.infer<typeof outboxAnswerSchema>>> {
  return platform.get("/api/dev/outbox", { to: query.to, limit: query.limit }, outboxAnswerSchema);
}
