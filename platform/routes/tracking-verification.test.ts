import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../http/test-client.ts";
import { latestCode, preparedTransaction, staffSignIn } from "../services/staff-fixtures.ts";

interface Channel {
  status: string;
  attempts: number;
  attemptsLeft: number;
  sentTo: string;
}
interface Status {
  contactVerificationStatus: string;
  email: Channel;
  text: Channel;
  verified: boolean;
  outcome: string | null;
  agentNotification: string;
  requestCallBack: string;
}
interface AgentCode {
  status: string;
  codeSent: string;
  entered: string;
  matches: boolean | null;
  attempts: number;
  decidedBy: string | null;
  decidedAt: string | null;
}
interface ConsoleRecord {
  transactionId: string;
  email: AgentCode;
  text: AgentCode;
  contactVerificationStatus: string;
  callBackHandledBy: string | null;
  notificationHandledBy: string | null;
}

const EMAIL = "jordan.sample@example.com";
const PHONE = "2145550101";

describeEachDatabase("follow-up tracking record and contact verification", (store) => {
  let t: TestPlatform;
  let site: string;
  let agent: string;
  let clock = new Date("2026-11-26T04:30:00Z");
  const tick = (ms = 1000) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    t = await startTestPlatform(store(), { now: () => clock });
    site = await t.siteToken();
    agent = await staffSignIn(t, { email: "ana.agent@example.com", name: "Ana Morales", role: "agent", brands: ["lonestar"] });
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const path = (tx: string, rest = "") => `/api/follow-up/tracking/${tx}${rest}`;
  const status = async (tx: string) => (await t.call<{ status: Status }>("get", path(tx, "/verification"), { token: site })).body.status;
  const send = async (tx: string, channels = ["email", "sms"]) => {
    tick();
    return t.call<Envelope & { status: Status }>("post", path(tx, "/codes"), { token: site, body: { channels, firstName: "Jordan", lang: "en" } });
  };
  const submit = (tx: string, body: Record<string, string>) => {
    tick();
    return t.call<Envelope & { status: Status }>("post", path(tx, "/codes/submit"), { token: site, body });
  };
  const decide = (tx: string, channel: "email" | "sms", decision: "yes" | "no") => {
    tick();
    return t.call<Envelope & { record: ConsoleRecord }>("post", `/api/staff/tracking/${tx}/codes/${channel}/decision`, { token: agent, body: { decision } });
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  async function started() {
    const { transactionId } = await preparedTransaction(t, site);
    const created = await t.call("post", path(transactionId), { token: site, body: { rateQuoteId: "rq-1", steps: { Dob: "1990-04-12" } } });
    expect(created.status).toBe(200);
    return transactionId;
  }

  it("doc3 §3 session tracking row: created for the brand's transaction with a US Central VisitDate; step values merge, an empty one is removed; another brand's or an unknown transaction is not found", async () => {
    const { transactionId } = await preparedTransaction(t, site);
    const first = await t.call<{ record: Record<string, unknown> }>("post", path(transactionId), {
      token: site,
      body: { rateQuoteId: "rq-77", steps: { Dob: "1990-04-12", DriverLicense: "12345678" } },
    });
    expect(first.status).toBe(200);
    // 04:30 UTC on 26 November is 22:30 on the 25th in Chicago.
    expect(first.body.record).toMatchObject({
      rateQuoteId: "rq-77",
      contactVerificationStatus: "",
      requestCallBack: "No",
      agentNotification: "",
      steps: { Dob: "1990-04-12", DriverLicense: "12345678" },
    });
    expect(first.body.record.visitDate).toMatch(/^2026-11-25 22:30:\d\d$/);
    await t.call("post", path(transactionId), { token: site, body: { steps: { "Vin Number 1": "4T1BF1FK5CU123456", DriverLicense: "" } } });
    const read = await t.call<{ record: { steps: Record<string, string>; rateQuoteId: string } }>("get", path(transactionId), { token: site });
    expect(read.body.record.steps).toEqual({ Dob: "1990-04-12", "Vin Number 1": "4T1BF1FK5CU123456" });
    expect(read.body.record.rateQuoteId).toBe("rq-77");

    expect((await t.call("post", path("tx-unknown"), { token: site, body: {} })).status).toBe(404);
    const other = await t.siteToken("bluebonnet");
    expect((await t.call("get", path(transactionId), { token: other })).status).toBe(404);
    expect((await t.call("post", path(transactionId), { token: other, body: { steps: { Dob: "x" } } })).status).toBe(404);
    expect((await t.call("post", path(transactionId), { token: site, body: { steps: { "": "x" } } })).status).toBe(400);
  });

  it("doc3 §4.2 codes go out by e-mail and text through the outbox, and are stored hashed with an expiry, never in clear", async () => {
    const tx = await started();
    const sent = await send(tx);
    expect(sent.status).toBe(200);
    expect(sent.body.status).toMatchObject({
      contactVerificationStatus: "no",
      email: { status: "sent", attempts: 0, attemptsLeft: 3 },
      text: { status: "sent" },
    });
    const emailCode = await latestCode(t.db, EMAIL);
    const textCode = await latestCode(t.db, PHONE);
    const rows = await t.db.selectFrom("verification_codes").selectAll().where("transaction_id", "=", tx).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(row.channel === "email" ? emailCode : textCode);
      expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(15 * 60 * 1000);
      expect(row.attempts).toBe(0);
    }
    const tracking = await t.db.selectFrom("follow_up_tracking").selectAll().where("transaction_id", "=", tx).executeTakeFirstOrThrow();
    expect(JSON.stringify(tracking)).not.toContain(emailCode);
  });

  it("doc3 §4.2 entries await the agent (verify-2), who sees each code sent beside the entry and whether they match; a confirmation and a rejection give doc3 §8 'e-mail code wrong'", async () => {
    const tx = await started();
    await send(tx);
    const emailCode = await latestCode(t.db, EMAIL);
    const textCode = await latestCode(t.db, PHONE);
    const submitted = await submit(tx, { emailCode: wrong(emailCode), textCode });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toMatchObject({
      contactVerificationStatus: "verify-2",
      email: { status: "verify", attempts: 1 },
      text: { status: "verify", attempts: 1 },
    });

    const seen = await t.call<{ record: ConsoleRecord; events: { kind: string }[] }>("get", `/api/staff/tracking/${tx}`, { token: agent });
    expect(seen.body.record.email).toMatchObject({ codeSent: emailCode, entered: wrong(emailCode), matches: false });
    expect(seen.body.record.text).toMatchObject({ codeSent: textCode, entered: textCode, matches: true });

    expect((await decide(tx, "sms", "yes")).body.record.text).toMatchObject({ status: "yes", decidedBy: "Ana Morales" });
    expect((await status(tx)).contactVerificationStatus).toBe("verify-1");
    await decide(tx, "email", "no");
    expect(await status(tx)).toMatchObject({
      contactVerificationStatus: "no",
      outcome: "emailWrong",
      email: { status: "no", attemptsLeft: 2 },
      text: { status: "yes" },
      verified: false,
    });
    // A decision is taken once: nothing awaits now.
    expect((await decide(tx, "email", "yes")).status).toBe(409);

    // Entered again, right this time, and confirmed: both yes.
    await submit(tx, { emailCode });
    await decide(tx, "email", "yes");
    expect(await status(tx)).toMatchObject({ contactVerificationStatus: "yes", verified: true, outcome: null });
    const events = (await t.call<{ events: { kind: string; actor: string }[] }>("get", `/api/staff/tracking/${tx}`, { token: agent })).body.events;
    expect(events.map((e) => e.kind)).toEqual([
      "tracking-created",
      "code-sent",
      "code-sent",
      "code-submitted",
      "code-submitted",
      "code-confirmed",
      "code-rejected",
      "code-submitted",
      "code-confirmed",
    ]);
    expect(events.filter((e) => e.kind.startsWith("code-con") || e.kind === "code-rejected").every((e) => e.actor === "Ana Morales")).toBe(true);
  });

  it("doc3 §8 text code wrong and both wrong", async () => {
    const tx = await started();
    await send(tx);
    await submit(tx, { emailCode: "000000", textCode: "000000" });
    await decide(tx, "sms", "no");
    expect((await status(tx)).outcome).toBe("textWrong");
    await decide(tx, "email", "no");
    expect((await status(tx)).outcome).toBe("bothWrong");
  });

  it("doc3 §4.2, §9 three attempts per channel: the third rejection resets the counters, retires the code and shows the final failure; a new code starts over", async () => {
    const tx = await started();
    await send(tx);
    const textCode = await latestCode(t.db, PHONE);
    await submit(tx, { textCode });
    await decide(tx, "sms", "yes");
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await submit(tx, { emailCode: "999999" })).status).toBe(200);
      await decide(tx, "email", "no");
      const now = await status(tx);
      if (attempt < 3) expect(now).toMatchObject({ outcome: "emailWrong", email: { attempts: attempt, attemptsLeft: 3 - attempt } });
      else
        expect(now).toMatchObject({
          outcome: "finalFailure",
          contactVerificationStatus: "no",
          email: { status: "expired", attempts: 0, attemptsLeft: 3 },
          text: { status: "yes" },
        });
    }
    const refused = await submit(tx, { emailCode: await latestCode(t.db, EMAIL) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.emailCode).toMatch(/no code waiting/);
    const reset = await t.db.selectFrom("tracking_events").select("kind").where("transaction_id", "=", tx).where("kind", "=", "counters-reset").execute();
    expect(reset).toHaveLength(1);

    // Only the channel not confirmed gets a new code.
    const again = await send(tx);
    expect(again.body.status).toMatchObject({ outcome: null, email: { status: "sent", attempts: 0 }, text: { status: "yes" } });
    await submit(tx, { emailCode: await latestCode(t.db, EMAIL) });
    await decide(tx, "email", "yes");
    expect((await status(tx)).verified).toBe(true);
  });

  it("doc3 §5.2 codes are 6 digits and not blank; a code expires after 15 minutes; a new code replaces the previous one", async () => {
    const tx = await started();
    expect((await submit(tx, { emailCode: "123456" })).body.errors?.emailCode).toMatch(/no code waiting/);
    await send(tx, ["email"]);
    for (const bad of ["", "12345", "abcdef", "1234567"]) {
      const answer = await submit(tx, { emailCode: bad });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.emailCode).toBeTruthy();
    }
    expect((await submit(tx, {})).status).toBe(400);
    const first = await latestCode(t.db, EMAIL);
    await send(tx, ["email"]);
    const second = await latestCode(t.db, EMAIL);
    await submit(tx, { emailCode: first });
    const seen = await t.call<{ record: ConsoleRecord }>("get", `/api/staff/tracking/${tx}`, { token: agent });
    expect(seen.body.record.email).toMatchObject({ codeSent: second, matches: first === second });

    const tx2 = await started();
    await send(tx2, ["sms"]);
    tick(15 * 60 * 1000 + 1);
    expect((await status(tx2)).text.status).toBe("expired");
    const late = await submit(tx2, { textCode: await latestCode(t.db, PHONE) });
    expect(late.status).toBe(400);
    expect(late.body.errors?.textCode).toMatch(/expired/);
  });

  it("doc3 §2.2 call back requested once and doc3 §3 agent notification: queued for the agents, closed with who and when", async () => {
    const tx = await started();
    const first = await t.call<{ status: Status }>("post", path(tx, "/call-back"), { token: site, body: {} });
    expect(first.body.status.requestCallBack).toBe("Yes");
    await t.call("post", path(tx, "/call-back"), { token: site, body: {} });
    const requested = await t.db
      .selectFrom("tracking_events")
      .select("kind")
      .where("transaction_id", "=", tx)
      .where("kind", "=", "call-back-requested")
      .execute();
    expect(requested).toHaveLength(1);
    const notified = await t.call<{ status: Status }>("post", path(tx, "/notify-agent"), { token: site, body: { reason: "waiting for codes" } });
    expect(notified.body.status.agentNotification).toBe("Success");

    const queues = await t.call<{ callBacks: ConsoleRecord[]; notifications: ConsoleRecord[] }>("get", "/api/staff/queues", { token: agent });
    expect(queues.body.callBacks.map((r) => r.transactionId)).toContain(tx);
    expect(queues.body.notifications.map((r) => r.transactionId)).toContain(tx);
    const handled = await t.call<{ record: ConsoleRecord }>("post", `/api/staff/tracking/${tx}/call-back/handled`, { token: agent, body: {} });
    expect(handled.body.record.callBackHandledBy).toBe("Ana Morales");
    expect((await t.call("post", `/api/staff/tracking/${tx}/call-back/handled`, { token: agent, body: {} })).status).toBe(409);
    await t.call("post", `/api/staff/tracking/${tx}/notification/handled`, { token: agent, body: {} });
    const after = await t.call<{ callBacks: ConsoleRecord[]; notifications: ConsoleRecord[] }>("get", "/api/staff/queues", { token: agent });
    expect(after.body.callBacks.map((r) => r.transactionId)).not.toContain(tx);
    expect(after.body.notifications.map((r) => r.transactionId)).not.toContain(tx);
  });

  it("doc3 §3 Agent Notification, §4.2: notifying is idempotent while open; the decision that leaves no entry awaiting closes it with who and when", async () => {
    const tx = await started();
    await send(tx);
    await submit(tx, { emailCode: await latestCode(t.db, EMAIL), textCode: await latestCode(t.db, PHONE) });
    tick();
    const first = await t.call<{ status: Status }>("post", path(tx, "/notify-agent"), { token: site, body: { reason: "codes-submitted" } });
    expect(first.body.status.agentNotification).toBe("Success");
    const queued = await t.call<{ notifications: (ConsoleRecord & { agentNotifiedAt: string })[] }>("get", "/api/staff/queues", { token: agent });
    const notifiedAt = queued.body.notifications.find((r) => r.transactionId === tx)?.agentNotifiedAt;
    expect(notifiedAt).toBeTruthy();
    tick();
    await t.call("post", path(tx, "/notify-agent"), { token: site, body: { reason: "codes-submitted" } });
    const notified = await t.db.selectFrom("tracking_events").select("kind").where("transaction_id", "=", tx).where("kind", "=", "agent-notified").execute();
    expect(notified).toHaveLength(1);
    const again = await t.call<{ notifications: (ConsoleRecord & { agentNotifiedAt: string })[] }>("get", "/api/staff/queues", { token: agent });
    expect(again.body.notifications.find((r) => r.transactionId === tx)?.agentNotifiedAt).toBe(notifiedAt);

    // One entry decided: the text code still awaits, so the notification stays open.
    await decide(tx, "email", "yes");
    const open = await t.call<{ notifications: ConsoleRecord[] }>("get", "/api/staff/queues", { token: agent });
    expect(open.body.notifications.map((r) => r.transactionId)).toContain(tx);
    const closed = await decide(tx, "sms", "no");
    expect(closed.body.record).toMatchObject({ notificationHandledBy: "Ana Morales" });
    const after = await t.call<{ notifications: ConsoleRecord[] }>("get", "/api/staff/queues", { token: agent });
    expect(after.body.notifications.map((r) => r.transactionId)).not.toContain(tx);
    const history = await t.call<{ events: { kind: string; actor: string }[] }>("get", `/api/staff/tracking/${tx}`, { token: agent });
    expect(history.body.events.filter((e) => e.kind === "notification-handled")).toEqual([expect.objectContaining({ actor: "Ana Morales" })]);

    // The shopper enters the text code again: a new notification opens.
    tick();
    await submit(tx, { textCode: await latestCode(t.db, PHONE) });
    await t.call("post", path(tx, "/notify-agent"), { token: site, body: { reason: "codes-submitted" } });
    const reopened = await t.call<{ notifications: ConsoleRecord[] }>("get", "/api/staff/queues", { token: agent });
    expect(reopened.body.notifications.map((r) => r.transactionId)).toContain(tx);
  });

  it("pending verifications queue and the change mark follow the entries", async () => {
    const tx = await started();
    const before = (await t.call<{ mark: string }>("get", "/api/staff/changes", { token: agent })).body.mark;
    await send(tx);
    await submit(tx, { emailCode: "111111" });
    const mark = (await t.call<{ mark: string }>("get", "/api/staff/changes", { token: agent })).body.mark;
    expect(mark).not.toBe(before);
    const queue = await t.call<{ verifications: ConsoleRecord[] }>("get", "/api/staff/queues", { token: agent });
    expect(queue.body.verifications.find((r) => r.transactionId === tx)?.contactVerificationStatus).toBe("verify-1");
  });
});
