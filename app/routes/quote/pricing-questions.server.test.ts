/**
 * The pricing questions through the quote action against the real platform: driver 3/3 saves the
 * residence and how long the current insurance has run (dropped when not insured), the vehicle
 * window saves owned/financed/leased, months owned and the annual mileage; the draft read back
 * from the platform has them; answers outside the offered ones are refused beside their fields.
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
import { errorKeys } from "~/domain/quote/message-keys";
import { handleAction, type ActionContext } from "./actions.server";
import { loadDraft, saveDraft } from "./draft-store.server";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const driver3 = (extra: Record<string, string> = {}) =>
  formOf({ intent: "driver3", address: "1500 Marilla St", address2: "", city: "Dallas", state: "TX", zip: "75201", gender: "female", marital: "single", insured: "yes", licenseType: "", licenseId: "", ...extra });
const vehicle = (extra: Record<string, string> = {}) => formOf({ intent: "vehicle-save", entry: "ymm", year: "2019", make: "Honda", model: "Civic", id: "", existing: "false", ...extra });

describeEachDatabase("quote action pricing questions", (store) => {
  let t: TestPlatform;
  let ctx: ActionContext;
  let draft: QuoteDraft;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    const credentials = createSiteCredentials({ baseUrl: t.baseUrl, clientId: "site", clientSecret: TEST_CLIENT_SECRET, timeoutMs: 2000, logger: captureLogger().logger });
    const { client } = testClient(t.baseUrl, { timeoutMs: 10_000, credentials });
    const session = await createMemorySessionStorage<VisitorSession>({ cookie: { name: "__session", secrets: ["pricing-questions-test"] } }).getSession();
    draft = syncPrimary(
      emptyDraft({
        primary: { entryMode: "nondl", firstName: "Marisol", lastName: "Vega", dob: "04-12-1990", email: `pricing.${Date.now()}@example.com`, phone: "2145550188", privacyConsent: true },
        step: "driver3",
        completed: [],
      }),
    );
    expect(await saveDraft(client, session, draft)).toBe(true);
    ctx = {
      request: new Request("http://localhost/quote", { method: "POST" }),
      url: new URL("http://localhost/quote"),
      platform: client,
      session,
      settings: quoteSettingsSchema.parse({ brandCode: "lonestar" }),
      variant: { california: false, mileageRequired: false },
      t: ((key: string) => key) as unknown as TFunction,
      ip: "203.0.113.9",
      lang: "en",
      comingSoonPath: "/coming-soon",
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const saved = async () => (await loadDraft(ctx.platform, ctx.session)).draft;

  it("driver 3/3 saves the residence and how long the current insurance has run; not insured drops the months", async () => {
    expect(await handleAction(ctx, driver3({ residence: "own", insuredMonths: "12" }), draft)).toMatchObject({ ok: true, intent: "driver3" });
    expect((await saved()).primary).toMatchObject({ residence: "own", insured: true, insuredMonths: 12 });
    expect(await handleAction(ctx, driver3({ residence: "rent", insured: "no", insuredMonths: "12" }), await saved())).toMatchObject({ ok: true });
    const after = (await saved()).primary;
    expect(after).toMatchObject({ residence: "rent", insured: false });
    expect(after.insuredMonths).toBeUndefined();
  });

  it("driver 3/3 refuses a residence or a duration outside the offered ones, beside the field", async () => {
    expect(await handleAction(ctx, driver3({ residence: "castle", insuredMonths: "7" }), await saved())).toEqual({
      ok: false,
      intent: "driver3",
      errors: { residence: [errorKeys.residenceInvalid], insuredMonths: [errorKeys.insuredMonthsInvalid] },
    });
  });

  it("the vehicle window saves owned/financed/leased, months owned and the annual mileage; an edit keeps the row", async () => {
    expect(await handleAction(ctx, vehicle({ ownership: "financed", monthsOwned: "36", mileage: "8200" }), await saved())).toMatchObject({ ok: true, intent: "vehicle-save" });
    const [row] = (await saved()).vehicles;
    expect(row).toMatchObject({ year: 2019, make: "Honda", model: "Civic", ownership: "financed", monthsOwned: 36, mileage: 8200 });
    expect(await handleAction(ctx, vehicle({ id: row!.id, ownership: "owned", monthsOwned: "96", mileage: "12000" }), await saved())).toMatchObject({ ok: true });
    expect((await saved()).vehicles).toEqual([expect.objectContaining({ id: row!.id, ownership: "owned", monthsOwned: 96, mileage: 12000 })]);
  });

  it("the vehicle window refuses answers outside the offered ones and mileage out of bounds, beside each field", async () => {
    expect(await handleAction(ctx, vehicle({ ownership: "borrowed", monthsOwned: "5", mileage: "250000" }), await saved())).toEqual({
      ok: false,
      intent: "vehicle-save",
      errors: { ownership: [errorKeys.ownershipInvalid], monthsOwned: [errorKeys.monthsOwnedInvalid], mileage: [errorKeys.mileageInvalid] },
    });
  });
});
