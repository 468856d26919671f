/**
 * doc2 §5 VIN in the quote flow's vehicle step, through the quote action against the real
 * platform: a VIN whose check digit does not match is never a dead end. The first save answers a
 * warning beside the VIN field naming the vehicle it decodes to; saving again with that VIN keeps
 * the vehicle. A VIN that decodes to nothing says so and points to year, make and model.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TFunction } from "~/i18n";
import { describeEachDatabase } from "../../../platform/db/test-databases.ts";
import type { TestPlatform } from "../../../platform/http/test-client.ts";
import type { QuoteDraft } from "~/domain/quote/draft";
import { startQuoteActionFixture } from "./action-test-support";
import { handleAction, type ActionContext } from "./actions.server";
import { loadDraft } from "./draft-store.server";
import { messageKey } from "~/domain/message";

/** The messages as "key {vars}", so a test sees which message and what it names. */
const t = ((key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key)) as unknown as TFunction;

function vinForm(vin: string, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ intent: "vehicle-save", entry: "vin", vin, id: "", existing: "false", ...extra })) form.set(name, value);
  return form;
}

describeEachDatabase("quote action: VIN entry in the vehicle step", (store) => {
  let platform: TestPlatform;
  let ctx: ActionContext;
  let draft: QuoteDraft;
  const current = async () => (await loadDraft(ctx.platform, ctx.session)).draft;
  beforeAll(async () => {
    ({ platform, ctx, draft } = await startQuoteActionFixture(store(), { name: "vin", step: "vehicles", completed: ["driver"], t, timeoutMs: 20_000 }));
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it("doc2 §5 VIN: a wrong check digit answers a warning naming the decoded vehicle, not an error, and saves nothing yet", async () => {
    const answer = await handleAction(ctx, vinForm("1c6rd6ft2cs310366"), draft);
    expect(answer).toEqual({
      ok: false,
      intent: "vehicle-save",
      errors: {},
      warnings: {
        vin: { message: messageKey("vinCheck.decoded", { vehicle: "2012 Ram 1500", button: { key: "quote.vehicles.save" } }), value: "1C6RD6FT2CS310366" },
      },
    });
    expect((await current()).vehicles).toEqual([]);
  });

  it("doc2 §5 VIN: saving again with the warned VIN keeps the vehicle as decoded", async () => {
    const answer = await handleAction(ctx, vinForm("1C6RD6FT2CS310366", { "confirm.vin": "1C6RD6FT2CS310366" }), await current());
    expect(answer).toMatchObject({ ok: true, intent: "vehicle-save" });
    expect((await current()).vehicles).toEqual([expect.objectContaining({ vin: "1C6RD6FT2CS310366", year: 2012, make: "Ram", model: "1500" })]);
  });

  it("doc2 §5 VIN: a confirmation for another VIN does not skip the warning", async () => {
    const answer = await handleAction(ctx, vinForm("1HGCM82633A004353", { "confirm.vin": "1C6RD6FT2CS310366" }), draft);
    expect(answer).toMatchObject({
      ok: false,
      errors: {},
      warnings: { vin: { value: "1HGCM82633A004353", message: expect.stringContaining("2003 Honda Accord") } },
    });
  });

  it("a VIN with a matching check digit saves at once, with no warning", async () => {
    const answer = await handleAction(ctx, vinForm("1GC1KXCG9BF123456"), await current());
    expect(answer).toEqual({ ok: true, intent: "vehicle-save" });
    expect((await current()).vehicles).toContainEqual(
      expect.objectContaining({ vin: "1GC1KXCG9BF123456", year: 2011, make: "Chevrolet", model: "Silverado 2500" }),
    );
  });

  it("doc2 §5 VIN: a wrong check digit that decodes to no vehicle says so beside the field and points to year, make and model", async () => {
    const answer = await handleAction(ctx, vinForm("1GC1ZXCG5BF123456"), draft);
    expect(answer).toEqual({ ok: false, intent: "vehicle-save", errors: { vin: ["vinCheck.notFound"] } });
    const notFound = await handleAction(ctx, vinForm("1GC1ZXCG4BF123456"), draft);
    expect(notFound).toEqual({ ok: false, intent: "vehicle-save", errors: { vin: ["quote.vehicles.vinNotFound"] } });
  });
});
