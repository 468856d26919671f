/**
 * doc2 §4 lead capture through the quote action against the real platform: while one request's
 * lead save is still pending, another request of the same visitor waits (1000 ms, then looks
 * again) and then updates that lead instead of creating a second one.
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
import { LEAD_RETRY_MS } from "~/domain/quote/lead";
import { handleAction, type ActionContext } from "./actions.server";
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

describeEachDatabase("quote action lead capture", (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store());
  });
  afterAll(async () => {
    await t.close();
  });

  it("doc2 §4 lead capture: a save made while the lead is still being created waits 1000 ms and updates that same lead", async () => {
    // The platform answers lead creation slowly, so the second request arrives while it is pending.
    const slowLeads: typeof fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith("/api/lead/create")) await new Promise((resolve) => setTimeout(resolve, LEAD_SAVE_MS));
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
    const ctx: ActionContext = {
      request: new Request("http://localhost/quote", { method: "POST" }),
      url: new URL("http://localhost/quote"),
      platform: client,
      session,
      settings: quoteSettingsSchema.parse({ brandCode: "lonestar" }),
      variant: { california: false, mileageRequired: false },
      t: ((key: string) => key) as unknown as TFunction,
      ip: "203.0.113.7",
      lang: "en",
      comingSoonPath: "/coming-soon",
      carriers: [],
      states: ["TX"],
    };

    const started = Date.now();
    const first = handleAction(ctx, driver3Form(), draft);
    // The second submit (the visitor changed the home-insurance answer) comes 100 ms later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const secondStarted = Date.now();
    const second = handleAction({ ...ctx }, driver3Form({ rentersAndHome: "on" }), draft);
    const [a, b] = await Promise.all([first, second]);
    const secondTook = Date.now() - secondStarted;

    expect(a).toMatchObject({ ok: true, intent: "driver3" });
    expect(b).toMatchObject({ ok: true, intent: "driver3" });
    // It waited for the pending save in steps of 1000 ms: at least one full wait.
    expect(secondTook).toBeGreaterThanOrEqual(LEAD_RETRY_MS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LEAD_SAVE_MS);

    const leads = await t.db.selectFrom("leads").select(["record_json", "status"]).where("email", "=", email).execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]!.status).toBe("Lead");
    // The later answer reached the one lead.
    expect(JSON.parse(leads[0]!.record_json)).toMatchObject({ homeInsurance: true, name: "Marisol", zip: "75201" });
  });
});
