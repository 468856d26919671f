import { describe, expect, it } from "vitest";
import {
  back,
  clickStage,
  hashForStep,
  INITIAL_PROGRESS,
  layoutFor,
  next,
  nextStep,
  previousStep,
  progressPercent,
  progressReading,
  stageStatus,
  type ProgressState,
  type Step,
} from "./progress";

function forward(times: number, state: ProgressState = INITIAL_PROGRESS): ProgressState {
  let current = state;
  for (let i = 0; i < times; i += 1) current = next(current);
  return current;
}

describe("doc2 §4 step order", () => {
  it("doc2 §4 driver 1, 2, 3, summary, vehicles, policy, quote loading, quotes", () => {
    const steps: Step[] = [];
    let step: Step | null = "driver1";
    while (step) {
      steps.push(step);
      step = nextStep(step, { quoteCount: 3 });
    }
    expect(steps).toEqual(["driver1", "driver2", "driver3", "driverSummary", "vehicles", "policy", "quoteLoading", "quotes"]);
  });

  it("doc2 §4 the affiliate consent step comes after the policy only when needed", () => {
    expect(nextStep("policy", { affiliateConsentNeeded: true })).toBe("affiliateConsent");
    expect(nextStep("affiliateConsent")).toBe("quoteLoading");
  });

  it("doc2 §4 quote cycle: loading, then quotes, or no quotes when none arrived", () => {
    expect(nextStep("quoteLoading", { quoteCount: 0 })).toBe("noQuotes");
    expect(nextStep("quoteLoading")).toBe("noQuotes");
    expect(nextStep("quoteLoading", { quoteCount: 1 })).toBe("quotes");
  });

  it("doc2 §4 back is allowed from summaries; none from driver 1 or while quotes load", () => {
    expect(previousStep("driverSummary")).toBe("driver3");
    expect(previousStep("vehicles")).toBe("driverSummary");
    expect(previousStep("quotes")).toBe("policy");
    expect(previousStep("driver1")).toBeNull();
    expect(previousStep("quoteLoading")).toBeNull();
  });
});

describe("doc2 §2 progress bar", () => {
  it("doc2 §2 percentages: driver 10, 20, 30; vehicle 37; policy 70; quote 80 and 100", () => {
    const steps: Step[] = ["driver1", "driver2", "driver3", "driverSummary", "vehicles", "policy", "quoteLoading", "quotes", "noQuotes"];
    expect(steps.map(progressPercent)).toEqual([10, 20, 30, 30, 37, 70, 80, 100, 100]);
  });

  it("doc2 §2, §4 quote cycle: while the quotes load the bar says so at 80; it reaches 100 once every carrier has answered (or no quotes)", () => {
    expect(progressReading("quotes", false)).toEqual({ percent: 80, loadingQuotes: true });
    expect(progressReading("quotes", true)).toEqual({ percent: 100, loadingQuotes: false });
    expect(progressReading("noQuotes", true)).toEqual({ percent: 100, loadingQuotes: false });
    expect(progressReading("quoteLoading", true)).toEqual({ percent: 80, loadingQuotes: true });
    // The other stages read their step's percentage, whatever the quotes.
    expect(progressReading("policy", false)).toEqual({ percent: 70, loadingQuotes: false });
    expect(progressReading("vehicles", true)).toEqual({ percent: 37, loadingQuotes: false });
  });

  it("doc2 §2 hash anchors per stage, and #driver1 for driver step 1", () => {
    expect(hashForStep("driver1")).toBe("driver1");
    expect(hashForStep("driver3")).toBe("driversummary");
    expect(hashForStep("driverSummary")).toBe("driversummary");
    expect(hashForStep("vehicles")).toBe("vehiclesummary");
    expect(hashForStep("policy")).toBe("coverage");
    expect(hashForStep("quoteLoading")).toBe("quotes");
    expect(hashForStep("noQuotes")).toBe("quotes");
  });

  it("doc2 §4 forward movement marks the previous stage completed and the current active", () => {
    const atVehicles = forward(4);
    expect(atVehicles).toEqual({ step: "vehicles", completed: ["driver"] });
    expect(stageStatus(atVehicles, "driver")).toBe("completed");
    expect(stageStatus(atVehicles, "vehicle")).toBe("active");
    expect(stageStatus(atVehicles, "policy")).toBe("upcoming");
    expect(forward(2)).toEqual({ step: "driver3", completed: [] });
  });

  it("doc2 §4 going back reactivates the earlier stage", () => {
    const atPolicy = forward(5);
    expect(atPolicy.completed).toEqual(["driver", "vehicle"]);
    const backAtVehicles = back(atPolicy);
    expect(backAtVehicles).toEqual({ step: "vehicles", completed: ["driver"] });
    expect(stageStatus(backAtVehicles, "vehicle")).toBe("active");
  });

  it("doc2 §2 clicking a stage: drivers must be filled first", () => {
    const atDriver2 = forward(1);
    expect(clickStage(atDriver2, "vehicle")).toEqual({ ok: false, reason: "driversFirst", state: atDriver2 });
    expect(clickStage(atDriver2, "quote")).toMatchObject({ ok: false, reason: "driversFirst" });
  });

  it("doc2 §2 clicking a completed stage returns to it and clears later stages", () => {
    const atQuotes = forward(7, INITIAL_PROGRESS);
    expect(atQuotes.step).toBe("noQuotes");
    expect(atQuotes.completed).toEqual(["driver", "vehicle", "policy"]);
    const click = clickStage(atQuotes, "vehicle");
    expect(click).toEqual({ ok: true, state: { step: "vehicles", completed: ["driver"] } });
    expect(clickStage(atQuotes, "driver")).toEqual({ ok: true, state: { step: "driverSummary", completed: [] } });
  });

  it("doc2 §2 a stage not reached yet is refused once drivers are filled; the active stage changes nothing", () => {
    const atVehicles = forward(4);
    expect(clickStage(atVehicles, "policy")).toMatchObject({ ok: false, reason: "notReached" });
    expect(clickStage(atVehicles, "vehicle")).toEqual({ ok: true, state: atVehicles });
  });

  it("doc2 §2 from the drivers summary, a stage past the vehicles asks for the vehicles, not the drivers", () => {
    const atSummary = forward(3);
    expect(atSummary.step).toBe("driverSummary");
    expect(clickStage(atSummary, "policy")).toMatchObject({ ok: false, reason: "vehiclesFirst" });
    expect(clickStage(atSummary, "quote")).toMatchObject({ ok: false, reason: "vehiclesFirst" });
    // The next stage is reached with Continue.
    expect(clickStage(atSummary, "vehicle")).toMatchObject({ ok: false, reason: "notReached" });
    expect(clickStage(forward(2), "policy")).toMatchObject({ ok: false, reason: "driversFirst" });
    expect(clickStage(forward(5), "quote")).toMatchObject({ ok: false, reason: "notReached" });
  });

  it("doc2 §2 the quote stage shows one column without reviews or estimate; other stages three with both", () => {
    expect(layoutFor("quoteLoading")).toEqual({ columns: 1, showReviews: false, showEstimate: false });
    expect(layoutFor("quotes")).toEqual({ columns: 1, showReviews: false, showEstimate: false });
    expect(layoutFor("policy")).toEqual({ columns: 3, showReviews: true, showEstimate: true });
  });
});
