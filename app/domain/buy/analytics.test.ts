import { afterEach, describe, expect, it } from "vitest";
import { noopAnalytics, setAnalytics } from "~/domain/quote/analytics";
import { buyStepEvent, trackBuy } from "./analytics";

afterEach(() => setAnalytics(noopAnalytics));

describe("doc3 §2.1, §8 buy-online analytics through the site's adapter", () => {
  it("doc3 §2.1: each section sends its step name with the carrier, nothing personal", () => {
    const seen: unknown[] = [];
    setAnalytics({ track: (event) => seen.push(event) });
    trackBuy(buyStepEvent("questions", "gulf-breeze"));
    trackBuy(buyStepEvent("sold", "gulf-breeze"));
    trackBuy({ name: "More Questions", carrierId: "gulf-breeze", count: 2 });
    expect(seen).toEqual([
      { name: "buy_step", step: "e2e-uw", carrierId: "gulf-breeze" },
      { name: "buy_step", step: "e2e-sold", carrierId: "gulf-breeze" },
      { name: "More Questions", carrierId: "gulf-breeze", count: 2 },
    ]);
  });

  it("an adapter that throws never breaks the page", () => {
    setAnalytics({
      track: () => {
        throw new Error("down");
      },
    });
    expect(() => trackBuy(buyStepEvent("driverInfo", "x"))).not.toThrow();
  });
});
