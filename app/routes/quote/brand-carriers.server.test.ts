/**
 * doc2 §4 the brand's carriers are what the platform rates: the quote action sends the carriers the
 * brand's CMS documents list, with their conditional rules and buy-now flags, and the cards come
 * from those carriers only, as the CMS sets them. Through the quote action against the real platform.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TFunction } from "~/i18n";
import { describeEachDatabase } from "../../../platform/db/test-databases.ts";
import type { TestPlatform } from "../../../platform/http/test-client.ts";
import type { CarrierConfiguration } from "~/.server/content/carrier-config";
import { startQuoteActionFixture } from "./action-test-support";
import { handleAction, type ActionContext } from "./actions.server";
import { loadDraft } from "./draft-store.server";
import { quotesSoFar } from "./results/results.server";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const driver3 = formOf({
  intent: "driver3",
  address: "1500 Marilla St",
  address2: "",
  city: "Dallas",
  state: "TX",
  zip: "75201",
  gender: "female",
  marital: "married",
  insured: "yes",
  licenseType: "",
  licenseId: "",
  residence: "own",
  insuredMonths: "12",
});
const vehicle = formOf({
  intent: "vehicle-save",
  entry: "ymm",
  year: "2019",
  make: "Honda",
  model: "Civic",
  id: "",
  existing: "false",
  ownership: "owned",
  monthsOwned: "36",
  mileage: "12000",
});
const policy = formOf({ intent: "policy", term: "6", coveragePackage: "0" });

describeEachDatabase("doc2 §4 the brand's carriers from the CMS", (store) => {
  let t: TestPlatform;
  let ctx: ActionContext;
  let seeded: CarrierConfiguration[];
  beforeAll(async () => {
    const fixture = await startQuoteActionFixture(store(), {
      name: "brand-carriers",
      step: "driver3",
      completed: [],
      t: ((key: string) => key) as unknown as TFunction,
    });
    ({ platform: t, ctx } = fixture);
    seeded = ctx.carriers;
    expect(await handleAction(ctx, driver3, fixture.draft)).toMatchObject({ ok: true });
    expect(await handleAction(ctx, vehicle, (await loadDraft(ctx.platform, ctx.session)).draft)).toMatchObject({ ok: true });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Gets quotes with the brand's carriers as given; the cards once every carrier has answered. */
  async function quoteWith(carriers: CarrierConfiguration[]) {
    const draft = (await loadDraft(ctx.platform, ctx.session)).draft;
    const quoting = { ...ctx, carriers };
    expect(await handleAction(quoting, policy, { ...draft, step: "policy", transactionId: undefined })).toMatchObject({ ok: true, intent: "policy" });
    const transactionId = ctx.session.get("transactionId")!;
    await t.platform.runner.idle();
    const rated = await t.db.selectFrom("rate_results").select(["carrier_id"]).where("transaction_id", "=", transactionId).execute();
    const cards = (await quotesSoFar(ctx.platform, transactionId, carriers))!.quotes;
    return { asked: rated.map((r) => r.carrier_id).sort(), cards, transactionId };
  }

  it("doc2 §4 a carrier removed from the brand is not rated and shows no card; the others are rated in the brand's states", async () => {
    const all = await quoteWith(seeded);
    expect(all.asked).toEqual(expect.arrayContaining(["armadillo-ridge", "bluebonnet-lantern", "gulf-breeze", "mesquite-trail", "pecan-hollow", "red-river"]));
    // Texas only: the brand's Arizona, New Mexico and California carriers are not asked.
    expect(all.asked).not.toContain("golden-poppy");
    expect(all.cards.map((c) => c.carrierId)).toContain("red-river");

    const without = await quoteWith(seeded.filter((c) => c.carrierId !== "red-river"));
    expect(without.asked).not.toContain("red-river");
    expect(without.cards.map((c) => c.carrierId)).not.toContain("red-river");
    expect(without.cards.length).toBeGreaterThan(0);
    // A quote rated while the brand still had the carrier no longer shows its card.
    const earlier = (await quotesSoFar(
      ctx.platform,
      all.transactionId,
      seeded.filter((c) => c.carrierId !== "red-river"),
    ))!.quotes;
    expect(earlier.map((c) => c.carrierId)).not.toContain("red-river");
    expect(earlier.length).toBe(all.cards.length - 1);

    // A carrier the brand sells only elsewhere is not rated in Texas.
    const elsewhere = await quoteWith(seeded.map((c) => (c.carrierId === "gulf-breeze" ? { ...c, states: ["OK"] } : c)));
    expect(elsewhere.asked).not.toContain("gulf-breeze");
  });

  it("doc2 §4 a brand with no carrier gets no quote at all", async () => {
    const none = await quoteWith([]);
    expect(none).toMatchObject({ asked: [], cards: [] });
  });

  it("doc2 §4 the card's buy-now flags, name and conditional rules are the CMS document's", async () => {
    const changed = seeded.map((c) =>
      c.carrierId === "pecan-hollow"
        ? { ...c, name: "Pecan Hollow Direct", bolType: 1, openNewWindow: false, callToActionWeekdays: [1, 2, 3, 4, 5] }
        : c.carrierId === "armadillo-ridge"
          ? { ...c, conditionalRules: [4 as const] }
          : c,
    );
    const before = await quoteWith(seeded);
    const after = await quoteWith(changed);
    const card = (quote: typeof before, id: string) => quote.cards.find((c) => c.carrierId === id);
    expect(card(before, "pecan-hollow")).toMatchObject({ bolType: 2, openNewWindow: true, showBuyButton: true });
    expect(card(after, "pecan-hollow")).toMatchObject({ companyName: "Pecan Hollow Direct", bolType: 1, openNewWindow: false });
    // doc2 §1 weekday rules: the carrier's call-to-action days travel with its cards.
    expect(card(before, "pecan-hollow")?.callToActionWeekdays).toEqual([]);
    expect(card(after, "pecan-hollow")?.callToActionWeekdays).toEqual([1, 2, 3, 4, 5]);
    // The cards of a quote made before the change show the document as it is now.
    const earlier = (await quotesSoFar(ctx.platform, before.transactionId, changed))!.quotes.find((c) => c.carrierId === "pecan-hollow");
    expect(earlier).toMatchObject({ companyName: "Pecan Hollow Direct", bolType: 1, openNewWindow: false });
    // Rule 4 (exactly 4 payments) set on Armadillo Ridge, whose plans have 5 payments: no card from it.
    expect(card(before, "armadillo-ridge")).toBeDefined();
    expect(after.asked).toContain("armadillo-ridge");
    expect(card(after, "armadillo-ridge")).toBeUndefined();
  });
});
