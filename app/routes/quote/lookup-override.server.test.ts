/**
 * doc2 §5 override modal through the quote action against the real platform: a licence lookup that
 * finds another address asks first; No keeps the shopper's ZIP, city and state (and adds no found
 * street), Yes uses the found ones; on driver 3/3 a state that is not the ZIP's is flagged, not replaced.
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

const t = ((key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key)) as unknown as TFunction;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describeEachDatabase("quote action: the override modal of doc2 §5", (store) => {
  let platform: TestPlatform;
  let ctx: ActionContext;
  let fromHome: QuoteDraft;
  const current = async () => (await loadDraft(ctx.platform, ctx.session)).draft;
  const licenceLookup = form({ intent: "driver1", entryMode: "dl", license: "91002341", dob: "03/14/1988" });

  beforeAll(async () => {
    let draft: QuoteDraft;
    ({ platform, ctx, draft } = await startQuoteActionFixture(store(), { name: "override", step: "driver1", completed: [], t, timeoutMs: 20_000 }));
    // A shopper who came from the home page with 75201 and starts with their licence.
    fromHome = { ...draft, primary: { ...draft.primary, firstName: undefined, lastName: undefined, zip: "75201", city: "Dallas", state: "TX" } };
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it("doc2 §5 a licence lookup that finds another address answers the details to ask about, and changes nothing typed yet", async () => {
    const answer = await handleAction(ctx, licenceLookup, fromHome);
    expect(answer).toMatchObject({
      ok: true,
      intent: "driver1",
      override: { firstName: "Maria", lastName: "Alvarado", address: "4120 Bluebonnet Trail", city: "Austin", state: "TX", zip: "78745" },
    });
    expect((await current()).primary).toMatchObject({ firstName: "Maria", zip: "75201", city: "Dallas", state: "TX" });
    expect((await current()).primary.address).toBeUndefined();
  });

  it("doc2 §5 No keeps the shopper's ZIP, city and state, with no found street", async () => {
    await handleAction(ctx, licenceLookup, fromHome);
    expect(await handleAction(ctx, form({ intent: "override", use: "no" }), await current())).toMatchObject({ ok: true });
    const p = (await current()).primary;
    expect(p).toMatchObject({ zip: "75201", city: "Dallas", state: "TX" });
    expect(p.address).toBeUndefined();
  });

  it("doc2 §5 Yes uses the found name and address", async () => {
    await handleAction(ctx, licenceLookup, fromHome);
    await handleAction(ctx, form({ intent: "override", use: "yes" }), await current());
    expect((await current()).primary).toMatchObject({
      firstName: "Maria",
      lastName: "Alvarado",
      address: "4120 Bluebonnet Trail",
      city: "Austin",
      state: "TX",
      zip: "78745",
    });
  });

  it("doc2 §5 driver 3/3: a state that is not the ZIP's is flagged beside it, never replaced", async () => {
    const draft = { ...(await current()), step: "driver3" as const };
    const fields = {
      intent: "driver3",
      address: "1500 Marilla St",
      address2: "",
      city: "Dallas",
      state: "OK",
      zip: "75201",
      gender: "female",
      marital: "single",
      insured: "no",
      residence: "own",
      licenseType: "",
      licenseId: "",
    };
    const answer = await handleAction(ctx, form(fields), draft);
    expect(answer).toMatchObject({
      ok: false,
      intent: "driver3",
      errors: { state: [messageKey("quote.override.stateNotZip", { zip: "75201", state: "TX" })] },
    });
  });
});
