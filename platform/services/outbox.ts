/**
 * The outbox: every e-mail and text is rendered in the recipient's language with the brand's name
 * and colours, stored, then delivered through the adapter the configuration chooses
 * (./delivery.ts). Delivery failures are recorded on the message, never thrown at the caller.
 *
 *   const { id, status } = await sendMessage(ctx, {
 *     brand: "lonestar", lang: "es", channel: "email", to: "maria.garcia@example.com",
 *     template: "paymentReceipt", data: { firstName, policyNumber, amountCents, paidOn, invoiceId },
 *   });
 *
 * `deliver: "background"` stores the message and returns at once, delivery following (used where the
 * answer's timing must not depend on the mail server, e.g. password resets).
 */
import { newId, nowIso } from "../db/index.ts";
import * as repo from "../repositories/outbox.ts";
import type { PlatformContext } from "./context.ts";
import { deliveryFor } from "./delivery.ts";
import { brandProfile, renderMessage, type Channel, type Lang, type TemplateData, type TemplateName } from "./message-templates.ts";

export interface SendMessageInput<T extends TemplateName> {
  brand: string;
  lang: Lang;
  channel: Channel;
  /** An e-mail address, or 10 phone digits for texts. */
  to: string;
  template: T;
  data: TemplateData[T];
  deliver?: "wait" | "background";
}

export type OutboxStatus = "stored" | "queued" | "sent" | "failed";

type Ctx = Pick<PlatformContext, "db" | "config" | "logger" | "now">;

export async function sendMessage<T extends TemplateName>(ctx: Ctx, input: SendMessageInput<T>): Promise<{ id: string; status: OutboxStatus }> {
  const rendered = renderMessage({ brand: input.brand, lang: input.lang, channel: input.channel, template: input.template, data: input.data });
  const adapter = deliveryFor(ctx.config, input.channel);
  const id = newId("msg");
  const to = input.channel === "email" ? input.to.trim().toLowerCase() : input.to.replace(/\D/g, "");
  await repo.insertMessage(ctx.db, {
    id,
    brand: input.brand,
    lang: input.lang,
    channel: input.channel,
    recipient: to,
    template: input.template,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    created_at: nowIso(ctx.now()),
    delivered_at: null,
    status: adapter ? "queued" : "stored",
    error: null,
  });
  if (!adapter) return { id, status: "stored" };

  const deliver = async (): Promise<OutboxStatus> => {
    try {
      await adapter.send({ channel: input.channel, to, fromName: brandProfile(input.brand).name, ...rendered });
      await repo.markMessage(ctx.db, id, { status: "sent", deliveredAt: nowIso(ctx.now()), error: null });
      return "sent";
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
      ctx.logger.warn({ outboxId: id, channel: input.channel, adapter: adapter.name, reason }, "message delivery failed");
      await repo.markMessage(ctx.db, id, { status: "failed", deliveredAt: null, error: reason }).catch(() => undefined);
      return "failed";
    }
  };
  if (input.deliver === "background") {
    void deliver();
    return { id, status: "queued" };
  }
  return { id, status: await deliver() };
}

export interface OutboxEntry {
  id: string;
  brand: string;
  lang: string;
  channel: string;
  recipient: string;
  template: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  deliveredAt: string | null;
  status: string;
  error: string | null;
}

export async function latestMessages(ctx: Pick<PlatformContext, "db">, filter: { to?: string; limit: number }): Promise<OutboxEntry[]> {
  const rows = await repo.listMessages(ctx.db, filter);
  return rows.map((row) => ({
    id: row.id,
    brand: row.brand,
    lang: row.lang,
    channel: row.channel,
    recipient: row.recipient,
    template: row.template,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    status: row.status,
    error: row.error,
  }));
}
