/**
 * Test fixtures of the agent console: staff members signed in through the platform, a prepared
 * transaction of a brand, and the latest code the outbox holds for a recipient.
 */
import type { Db } from "../db/index.ts";
import { sampleTransaction, type TestPlatform } from "../http/test-client.ts";
import { latestMessageText } from "../repositories/outbox.ts";

export const STAFF_PASSWORD = "Console#2026";

/** Creates a staff member (idempotent) and signs them in through /api/staff/login; returns the staff token. */
export async function staffSignIn(t: TestPlatform, member: { email: string; name: string; role: "agent" | "supervisor"; brands: string[] }): Promise<string> {
  const { ensureStaff } = await import("./staff.ts");
  await ensureStaff({ db: t.db, config: t.platform.context.config, now: () => new Date() }, { ...member, password: STAFF_PASSWORD });
  const site = await t.siteToken();
  const { status, body } = await t.call<{ token: string }>("post", "/api/staff/login", {
    token: site,
    body: { email: member.email, password: STAFF_PASSWORD },
  });
  if (status !== 200) throw new Error(`staff sign-in failed: ${status} ${JSON.stringify(body)}`);
  return body.token;
}

/** A prepared rating transaction of the site token's brand; its id and the customer token it came with. */
export async function preparedTransaction(
  t: TestPlatform,
  site: string,
  customer: Record<string, unknown> = {},
): Promise<{ transactionId: string; customerToken: string }> {
  const base = sampleTransaction();
  const { status, body } = await t.call<{ transactionId: string; token: string }>("post", "/api/rating/prepareTransaction", {
    token: site,
    body: { transaction: { ...base, customer: { ...base.customer, ...customer } } },
  });
  if (status !== 200 && status !== 201) throw new Error(`prepareTransaction failed: ${status} ${JSON.stringify(body)}`);
  return { transactionId: body.transactionId, customerToken: body.token };
}

/** The 6-digit code of the newest verification message to `to` (an e-mail address or 10 digits). */
export async function latestCode(db: Db, to: string): Promise<string> {
  const text = await latestMessageText(db, to, "contactVerificationCode");
  const code = /\b(\d{6})\b/.exec(text ?? "")?.[1];
  if (!code) throw new Error(`no verification code sent to ${to}`);
  return code;
}
