import { describe, expect, it } from "vitest";
import { antiFlickerPlan, chooseVariant, isAuthoringHost } from "./ab-test";

const test = { id: "quote-card", variants: ["control", "savings"] };

describe("doc1 §2 A/B tests: the variant is chosen on the server and kept", () => {
  it("keeps a remembered variant of the test", () => {
    expect(chooseVariant(test, "savings", 0)).toEqual({ variant: "savings", isNew: false });
  });

  it("draws a new variant evenly when none is remembered or the remembered one is gone", () => {
    expect(chooseVariant(test, null, 0)).toEqual({ variant: "control", isNew: true });
    expect(chooseVariant(test, undefined, 0.49)).toEqual({ variant: "control", isNew: true });
    expect(chooseVariant(test, "", 0.5)).toEqual({ variant: "savings", isNew: true });
    expect(chooseVariant(test, "retired", 0.999)).toEqual({ variant: "savings", isNew: true });
    expect(chooseVariant({ id: "one", variants: ["only"] }, null, 0.7).variant).toBe("only");
  });
});

describe("doc1 §2, §9 anti-flicker for an outside testing tool", () => {
  it("is off by default: nothing is hidden", () => {
    expect(antiFlickerPlan({ tool: "none", authoringHost: false })).toEqual({ hide: false });
  });

  it("with the outside tool the page waits for it, retrying every 30 ms, and shows anyway after a limit", () => {
    expect(antiFlickerPlan({ tool: "outside", authoringHost: false })).toEqual({ hide: true, retryMs: 30, giveUpMs: 3000 });
  });

  it("on the authoring host the style is removed at once (never hidden)", () => {
    expect(antiFlickerPlan({ tool: "outside", authoringHost: true })).toEqual({ hide: false });
    expect(isAuthoringHost("author.lonestar-auto.example")).toBe(true);
    expect(isAuthoringHost("author-preview.example")).toBe(true);
    expect(isAuthoringHost("lonestar.localtest.me")).toBe(false);
    expect(isAuthoringHost("authority.example")).toBe(false);
  });
});
