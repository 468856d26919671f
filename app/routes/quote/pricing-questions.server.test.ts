/**
 * The pricing questions through the quote action against the real platform: driver 3/3 saves the
 * residence and how long the current insurance has run (dropped when not insured), the vehicle
 * window saves owned/financed/leased, months owned and the annual mileage; the draft read back
 * from the platform has them; answers outside the offered ones are refused beside their fields.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TFunction } from "~/i18n";
import { describeEachDatabase } from "../../../platform/db/test-databases.ts";
import { errorKeys } from "~/domain/quote/message-keys";
import type { TestPlatform } from "../../../platform/http/test-client.ts";
import type { QuoteDraft } from "~/domain/quote/draft";
import { startQuoteActionFixture } from "./action-test-support";
import { handleAction, type ActionContext } from "./actions.server";
import { loadDraft } from "./draft-store.server";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const driver3 = (extra: Record<string, string> = {}) =>
  formOf({
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
  });
const vehicle = (extra: Record<string, string> = {}) =>
  formOf({ intent: "vehicle-save", entry: "ymm", year: "2019", make: "Honda", model: "Civic", id: "", existing: "false", ...extra });

describeEachDatabase("quote action pricing questions", (store) => {
  let t: TestPlatform;
  let ctx: ActionContext;
  let draft: QuoteDraft;
  beforeAll(async () => {
    ({
      platform: t,
      ctx,
      draft,
    } = await startQuoteActionFixture(store(), { name: "pricing", step: "driver3", completed: [], t: ((key: string) => key) as unknown as TFunction }));
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

  it("driver 3/3 saves whether the policy is moving here from another agency (the rate manual's agency transfer); not insured drops it; an answer other than yes or no is refused beside it", async () => {
    expect(await handleAction(ctx, driver3({ insuredMonths: "12", agencyTransfer: "yes" }), await saved())).toMatchObject({ ok: true, intent: "driver3" });
    expect((await saved()).primary).toMatchObject({ insured: true, insuredMonths: 12, agencyTransfer: true });
    expect(await handleAction(ctx, driver3({ insuredMonths: "6", agencyTransfer: "no" }), await saved())).toMatchObject({ ok: true });
    expect((await saved()).primary).toMatchObject({ insuredMonths: 6, agencyTransfer: false });
    expect(await handleAction(ctx, driver3({ insured: "no", agencyTransfer: "yes" }), await saved())).toMatchObject({ ok: true });
    expect((await saved()).primary.agencyTransfer).toBeUndefined();
    expect(await handleAction(ctx, driver3({ agencyTransfer: "maybe" }), await saved())).toEqual({
      ok: false,
      intent: "driver3",
      errors: { agencyTransfer: [errorKeys.agencyTransferInvalid] },
    });
  });

  it("driver 3/3 refuses a residence or a duration outside the offered ones, beside the field", async () => {
    expect(await handleAction(ctx, driver3({ residence: "castle", insuredMonths: "7" }), await saved())).toEqual({
      ok: false,
      intent: "driver3",
      errors: { residence: [errorKeys.residenceInvalid], insuredMonths: [errorKeys.insuredMonthsInvalid] },
    });
  });

  it("the vehicle window saves owned/financed/leased, months owned and the annual mileage; an edit keeps the row", async () => {
    expect(await handleAction(ctx, vehicle({ ownership: "financed", monthsOwned: "36", mileage: "8200" }), await saved())).toMatchObject({
      ok: true,
      intent: "vehicle-save",
    });
    const [row] = (await saved()).vehicles;
    expect(row).toMatchObject({ year: 2019, make: "Honda", model: "Civic", ownership: "financed", monthsOwned: 36, mileage: 8200 });
    expect(await handleAction(ctx, vehicle({ id: row!.id, ownership: "owned", monthsOwned: "96", mileage: "12000" }), await saved())).toMatchObject({
      ok: true,
    });
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
