/**
 * Delivery adapters of the outbox, chosen by configuration:
 * - e-mail: SMTP through nodemailer when SMTP_URL is set;
 * - texts: an HTTP texting provider when SMS_PROVIDER_URL is set (POST JSON `{ to, text }`,
 *   `Authorization: Bearer SMS_PROVIDER_TOKEN`, a 2xx means accepted);
 * - otherwise none: the message stays in the outbox (status "stored").
 */
import nodemailer from "nodemailer";
import type { PlatformConfig } from "../config.ts";
import type { Channel } from "./message-templates.ts";

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  fromName: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface DeliveryAdapter {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

type DeliveryConfig = Pick<PlatformConfig, "SMTP_URL" | "MAIL_FROM" | "SMS_PROVIDER_URL" | "SMS_PROVIDER_TOKEN">;

export function smtpAdapter(smtpUrl: string, from: string): DeliveryAdapter {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(message) {
      await transport.sendMail({
        from: { name: message.fromName, address: from },
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

export function smsProviderAdapter(url: string, token: string | undefined, timeoutMs = 10_000): DeliveryAdapter {
  return {
    name: "sms-provider",
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.to, text: message.text, sender: message.fromName }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`The texting provider answered ${response.status}.`);
    },
  };
}

const cache = new WeakMap<object, Partial<Record<Channel, DeliveryAdapter | null>>>();

/** The adapter that delivers this channel, or null when messages of it only stay in the outbox. */
export function deliveryFor(config: DeliveryConfig, channel: Channel): DeliveryAdapter | null {
  const known = cache.get(config) ?? {};
  cache.set(config, known);
  if (known[channel] !== undefined) return known[channel];
  const adapter =
    channel === "email"
      ? config.SMTP_URL
        ? smtpAdapter(config.SMTP_URL, config.MAIL_FROM)
        : null
      : config.SMS_PROVIDER_URL
        ? smsProviderAdapter(config.SMS_PROVIDER_URL, config.SMS_PROVIDER_TOKEN)
        : null;
  known[channel] = adapter;
  return adapter;
}
