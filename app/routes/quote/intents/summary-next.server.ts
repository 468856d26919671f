/** Next on the driver or vehicle summary (doc2 §5): with at least one on the list, the lead is saved and the page moves on. */
import { z } from "zod";
import type { QuoteDraft } from "~/domain/quote/draft";
import { captureLead } from "./lead.server";
import { defineIntent, fail, moveOn } from "./shared.server";

export function summaryNext(listed: (draft: QuoteDraft) => readonly unknown[], needOne: "quote.drivers.needOne" | "quote.vehicles.needOne") {
  return defineIntent({
    schema: () => z.object({}),
    handle: async ({ ctx, intent, draft }) => {
      if (listed(draft).length === 0) return fail(intent, {}, needOne);
      return moveOn(ctx, intent, await captureLead(ctx, draft));
    },
  });
}
