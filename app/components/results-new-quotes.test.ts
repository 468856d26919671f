import { describe, expect, it } from "vitest";
import type { CardQuote } from "~/domain/quote/results-stream";
import { unseenArrivals } from "./results-new-quotes";

const quote = (id: string) => ({ rateQuoteId: id }) as CardQuote;

describe("doc2 §2 new-quotes banner", () => {
  it("doc2 §2 announces only the new quotes whose cards are not in the list yet", () => {
    expect(unseenArrivals([quote("a"), quote("b")], ["x", "a"]).map((q) => q.rateQuoteId)).toEqual(["b"]);
  });

  it("doc2 §2 goes once every new card is in the list", () => {
    expect(unseenArrivals([quote("a"), quote("b")], ["x", "a", "b"])).toEqual([]);
  });
});
