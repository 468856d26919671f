/**
 * How many drivers and vehicles a quote holds, through the quote action against the real platform:
 * the action refuses the driver and the vehicle beyond the limit with the "you can add up to"
 * message filled with the limit, and the platform's rating API refuses a transaction beyond the
 * same figures (one limit: app/domain/quote/limits.ts, mirrored by platform/rating/limits.ts). The
 * licence image limit a brand configures is the one the page applies and the one the action applies.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TFunction } from "~/i18n";
import { describeEachDatabase } from "../../../platform/db/test-databases.ts";
import { sampleTransaction, type TestPlatform } from "../../../platform/http/test-client.ts";
import { LICENSE_IMAGE_MAX_BYTES, licenseImageLimit, MAX_DRIVERS_PER_QUOTE, MAX_VEHICLES_PER_QUOTE } from "~/domain/quote/limits";
import { errorKeys } from "~/domain/quote/message-keys";
import { quoteSettingsSchema } from "~/.server/content/schemas";
import { wizardConfig } from "./wizard-config.server";
import type { QuoteDraft } from "~/domain/quote/draft";
import { startQuoteActionFixture } from "./action-test-support";
import { handleAction, type ActionContext } from "./actions.server";
import { messageKey } from "~/domain/message";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The translation as the test sees it: the key and its parameters. */
const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key)) as unknown as TFunction;

describeEachDatabase("quote limits: drivers and vehicles per quote", (store) => {
  let platform: TestPlatform;
  let ctx: ActionContext;
  let draft: QuoteDraft;
  beforeAll(async () => {
    ({ platform, ctx, draft } = await startQuoteActionFixture(store(), { name: "limits", step: "driverSummary", completed: ["driver"], t }));
  });
  afterAll(async () => {
    await platform.close();
  });

  const full: () => QuoteDraft = () => ({
    ...draft,
    drivers: [
      ...draft.drivers,
      ...Array.from({ length: MAX_DRIVERS_PER_QUOTE - draft.drivers.length }, (_, i) => ({
        id: `d${i}`,
        firstName: "Sam",
        lastName: "Vega",
        dob: "04-12-1995",
        relation: 3,
        gender: "male" as const,
        marital: "single" as const,
      })),
    ],
    vehicles: Array.from({ length: MAX_VEHICLES_PER_QUOTE }, (_, i) => ({ id: `v${i}`, year: 2019, make: "Honda", model: "Civic" })),
  });

  it("doc2 §2 the driver beyond the limit is refused beside the name, with the limit in the message", async () => {
    const answer = await handleAction(
      ctx,
      formOf({ intent: "driver-save", id: "", firstName: "Lia", lastName: "Vega", dob: "04/12/2001", relation: "2", gender: "female", marital: "single" }),
      full(),
    );
    expect(answer).toEqual({ ok: false, intent: "driver-save", errors: { firstName: [messageKey("quote.drivers.tooMany", { max: MAX_DRIVERS_PER_QUOTE })] } });
  });

  it("doc2 §2 the vehicle beyond the limit is refused, with the limit in the message", async () => {
    const answer = await handleAction(
      ctx,
      formOf({ intent: "vehicle-save", entry: "ymm", year: "2019", make: "Honda", model: "Civic", id: "", existing: "false" }),
      full(),
    );
    expect(answer).toEqual({ ok: false, intent: "vehicle-save", errors: {}, notice: messageKey("quote.vehicles.tooMany", { max: MAX_VEHICLES_PER_QUOTE }) });
  });

  it("doc2 §5, §9 the licence image: the brand's configured limit is what the page is given and what the action refuses beyond; never above 5242880 bytes", async () => {
    expect(licenseImageLimit(undefined)).toBe(LICENSE_IMAGE_MAX_BYTES);
    expect(licenseImageLimit(10 * LICENSE_IMAGE_MAX_BYTES)).toBe(LICENSE_IMAGE_MAX_BYTES);
    expect(licenseImageLimit(1000)).toBe(1000);
    const settings = quoteSettingsSchema.parse({ brandCode: "lonestar", imageUploadMaxBytes: 1200 });
    const site = { brand: { code: "lonestar" }, lang: "en" as const, content: { officeSettings: async () => ({ mapsApiKey: "" }) } };
    expect((await wizardConfig(site as never, settings)).imageUploadMaxBytes).toBe(1200);
    const image = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 1).toString("base64")}`;
    const upload = (bytes: number) => handleAction({ ...ctx, settings }, formOf({ intent: "licence-image", mode: "uploadimage", image: image(bytes) }), draft);
    expect(await upload(1203)).toEqual({ ok: false, intent: "licence-image", errors: { image: [errorKeys.licenseImageTooLarge] } });
    // At the limit the image goes on to the platform, which reads it (here: not a licence).
    expect(await upload(1200)).not.toMatchObject({ errors: { image: [errorKeys.licenseImageTooLarge] } });
  });

  it("the platform refuses a transaction beyond the same limits, and takes one at them", async () => {
    const base = sampleTransaction();
    const driver = base.drivers[0];
    const car = base.cars[0];
    const token = await platform.siteToken();
    const send = (drivers: number, cars: number) =>
      platform.call("post", "/api/rating/prepareTransaction", {
        token,
        body: { transaction: { ...base, drivers: Array.from({ length: drivers }, () => driver), cars: Array.from({ length: cars }, () => car) } },
      });
    const over = await send(MAX_DRIVERS_PER_QUOTE + 1, MAX_VEHICLES_PER_QUOTE + 1);
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({
      "transaction.drivers": `at most ${MAX_DRIVERS_PER_QUOTE} drivers`,
      "transaction.cars": `at most ${MAX_VEHICLES_PER_QUOTE} vehicles`,
    });
    expect((await send(MAX_DRIVERS_PER_QUOTE, MAX_VEHICLES_PER_QUOTE)).status).toBe(200);
  });
});
