/**
 * doc2 §4 lead capture through the quote action against the real platform: while one request's
 * lead save is still pending, another request of the same visitor reaches that same lead instead
 * of creating a second one (the platform keeps the draft's request key; the site holds no lock and
 * no wait of its own); and a lead first made by "get my quotes" is linked to its rating.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMemorySessionStorage } from "react-router";
import type { TFunction } from "~/i18n";
import { describeEachDatabase } from "../../../platform/db/test-databases.ts";
import { startTestPlatform, TEST_CLIENT_SECRET, type TestPlatform } from "../../../platform/http/test-client.ts";
import { captureLogger, testClient } from "~/.server/platform/test-support";
import { createSiteCredentials } from "~/.server/platform";
import { quoteSettingsSchema } from "~/.server/content/schemas";
import type { VisitorSession } from "~/.server/session";
import { emptyDraft, syncPrimary, type QuoteDraft } from "~/domain/quote/draft";
import { handleAction, type ActionContext } from "./actions.server";
import { captureLead } from "./intents/lead.server";
import { saveDraft } from "./draft-store.server";

const LEAD_SAVE_MS = 1500;

function driver3Form(extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    intent: "driver3",
    address: "1500 Marilla St",
    address2: "",
    city: "Dallas",
    state: "TX",
    zip: "75201",
    gender: "female",
    marital: "single",
    insured: "yes",
    licenseType: "",
    licenseId: "",
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The quote action's context for a visitor of the lonestar brand in Texas. */
function contextFor(platform: ActionContext["platform"], session: ActionContext["session"], ip: string): ActionContext {
  return {
    request: new Request("http://localhost/quote", { method: "POST" }),
    url: new URL("http://localhost/quote"),
    platform,
    session,
    settings: quoteSettingsSchema.parse({ brandCode: "lonestar" }),
    variant: { california: false, mileageRequired: false },
    t: ((key: string) => key) as unknown as TFunction,
    ip,
    lang: "en",
    comingSoonPath: "/coming-soon",
    carriers: [],
    states: ["TX"],
  };
}

describeEachDatabase("quote action lead capture", (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store());
  });
  afterAll(async () => {
    await t.close();
  });

  it("doc2 §4 lead capture: a save made while the lead is still being created reaches that same lead, with the later answer", async () => {
    // Lead creation is slow, so the second request's create starts while the first is pending; each
    // later create reaches the platform 400 ms after the one before, so the platform sees them in order.
    let creates = 0;
    const slowLeads: typeof fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith("/api/lead/create")) {
        const delay = LEAD_SAVE_MS + creates++ * 400;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      return fetch(input, init);
    };
    // The site logs in with its client id and secret.
    const credentials = createSiteCredentials({
      baseUrl: t.baseUrl,
      clientId: "site",
      clientSecret: TEST_CLIENT_SECRET,
      timeoutMs: 2000,
      logger: captureLogger().logger,
    });
    const { client } = testClient(t.baseUrl, { fetch: slowLeads, timeoutMs: 10_000, credentials });
    const session = await createMemorySessionStorage<VisitorSession>({ cookie: { name: "__session", secrets: ["lead-capture-test"] } }).getSession();
    const email = `lead.retry.${Date.now()}@example.com`;
    const draft: QuoteDraft = syncPrimary(
      emptyDraft({
        primary: { entryMode: "nondl", firstName: "Marisol", lastName: "Vega", dob: "04-12-1990", email, phone: "2145550188", privacyConsent: true },
        step: "driver3",
        completed: [],
      }),
    );
    expect(await saveDraft(client, session, draft)).toBe(true);
    const ctx = contextFor(client, session, "203.0.113.7");

    const first = handleAction(ctx, driver3Form(), draft);
    // The second submit (the visitor changed the home-insurance answer) comes 100 ms later, while the first create is pending.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = handleAction({ ...ctx }, driver3Form({ rentersAndHome: "on" }), draft);
    const [a, b] = await Promise.all([first, second]);

    expect(a).toMatchObject({ ok: true, intent: "driver3" });
    expect(b).toMatchObject({ ok: true, intent: "driver3" });

    const leads = await t.db.selectFrom("leads").select(["record_json", "status"]).where("email", "=", email).execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]!.status).toBe("Lead");
    // The later answer reached the one lead.
    expect(JSON.parse(leads[0]!.record_json)).toMatchObject({ homeInsurance: true, name: "Marisol", zip: "75201" });
  });
  it("doc2 §4 a lead first made by get my quotes is linked to the rating transaction, not left a lead", async () => {
    const { client } = testClient(t.baseUrl, {
      timeoutMs: 10_000,
      credentials: createSiteCredentials({
        baseUrl: t.baseUrl,
        clientId: "site",
        clientSecret: TEST_CLIENT_SECRET,
        timeoutMs: 2000,
        logger: captureLogger().logger,
      }),
    });
    const session = await createMemorySessionStorage<VisitorSession>({ cookie: { name: "__session", secrets: ["lead-capture-test"] } }).getSession();
    session.set("draftId", `draft-${Date.now()}`);
    const email = `lead.quoted.${Date.now()}@example.com`;
    const draft: QuoteDraft = syncPrimary(
      emptyDraft({
        primary: {
          entryMode: "nondl",
          firstName: "Inés",
          lastName: "Rojas",
          dob: "04-12-1990",
          email,
          phone: "2145550199",
          city: "Dallas",
          zip: "75201",
          state: "TX",
        },
        step: "policy",
        completed: [],
      }),
    );
    const ctx = contextFor(client, session, "203.0.113.8");
    // A transaction the platform does not hold: the update quotes the lead at once (a held one is quoted when its rating ends).
    const after = await captureLead(ctx, draft, { status: "Quoted", transactionId: "tx-not-held" });
    expect(after.leadKey).toBeTruthy();
    const leads = await t.db.selectFrom("leads").select(["status", "transaction_id"]).where("email", "=", email).execute();
    expect(leads).toEqual([{ status: "Quoted", transaction_id: "tx-not-held" }]);
  });
});
