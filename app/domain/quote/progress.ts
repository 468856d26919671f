/**
 * The wizard's steps, stages and progress bar (doc2 §2, §4) as a small pure state machine.
 *
 * Steps, in order: driver 1, 2, 3, drivers summary, vehicles, policy, affiliate consent (only when
 * needed), quote loading, then quotes or no quotes. Stages: driver, vehicle, policy, quote.
 */

export const STEPS = [
  "driver1",
  "driver2",
  "driver3",
  "driverSummary",
  "vehicles",
  "policy",
  "affiliateConsent",
  "quoteLoading",
  "quotes",
  "noQuotes",
] as const;
export type Step = (typeof STEPS)[number];

export const STAGES = ["driver", "vehicle", "policy", "quote"] as const;
export type Stage = (typeof STAGES)[number];

const STAGE_OF: Record<Step, Stage> = {
  driver1: "driver",
  driver2: "driver",
  driver3: "driver",
  driverSummary: "driver",
  vehicles: "vehicle",
  policy: "policy",
  affiliateConsent: "policy",
  quoteLoading: "quote",
  quotes: "quote",
  noQuotes: "quote",
};

/** The step a stage opens on when the visitor returns to it. */
const STAGE_ENTRY: Record<Stage, Step> = { driver: "driverSummary", vehicle: "vehicles", policy: "policy", quote: "quotes" };

/**
 * Completed percentage (doc2 §2): driver steps 10, 20, 30 (the summary stays at 30); vehicle 37;
 * policy 70; quote 80 while quotes load and 100 once every carrier has answered (or no quotes).
 */
const PERCENT: Record<Step, number> = {
  driver1: 10,
  driver2: 20,
  driver3: 30,
  driverSummary: 30,
  vehicles: 37,
  policy: 70,
  affiliateConsent: 70,
  quoteLoading: 80,
  quotes: 100,
  noQuotes: 100,
};

/** Hash anchor per stage (doc2 §2); driver step 1 has its own, #driver1, added by the ZIP entry. */
const STAGE_HASH: Record<Stage, string> = { driver: "driversummary", vehicle: "vehiclesummary", policy: "coverage", quote: "quotes" };
export const DRIVER1_HASH = "driver1";
export const PREVIOUS_QUOTES_HASH = "previousQuotes";

export function stageOf(step: Step): Stage {
  return STAGE_OF[step];
}

export function progressPercent(step: Step): number {
  return PERCENT[step];
}

/** What the progress bar says: its percentage, and whether it reads "loading your quotes" instead of "N% complete". */
export type ProgressReading = { percent: number; loadingQuotes: boolean };

/**
 * The progress bar's reading (doc2 §2, §4 "Quote cycle: loading, then quotes or no quotes"): at the
 * quote stage the bar follows the quotes, not the saved step: while carriers are still answering
 * (`quotesComplete` false, whether or not the first cards show) it stays at the quote-loading 80 %
 * and says the quotes are loading; it reaches 100 once every carrier has answered (or no quotes).
 */
export function progressReading(step: Step, quotesComplete: boolean): ProgressReading {
  if (STAGE_OF[step] !== "quote") return { percent: PERCENT[step], loadingQuotes: false };
  if (step === "quoteLoading" || !quotesComplete) return { percent: PERCENT.quoteLoading, loadingQuotes: true };
  return { percent: PERCENT[step], loadingQuotes: false };
}

export function hashForStep(step: Step): string {
  return step === "driver1" ? DRIVER1_HASH : STAGE_HASH[STAGE_OF[step]];
}

export type ProgressState = {
  step: Step;
  /** Stages before the active one that the visitor has finished. */
  completed: readonly Stage[];
};

export const INITIAL_PROGRESS: ProgressState = { step: "driver1", completed: [] };

const stageIndex = (stage: Stage) => STAGES.indexOf(stage);

function moveTo(state: ProgressState, step: Step): ProgressState {
  const from = STAGE_OF[state.step];
  const to = STAGE_OF[step];
  if (from === to) return { step, completed: state.completed };
  if (stageIndex(to) > stageIndex(from)) {
    // Forward: the stage left behind is completed, the new one active.
    return { step, completed: STAGES.filter((s) => s !== to && (state.completed.includes(s) || s === from)) };
  }
  // Back: the earlier stage is active again, and no longer counts as completed.
  return { step, completed: state.completed.filter((s) => stageIndex(s) < stageIndex(to)) };
}

export type NextContext = {
  /** doc2 §4: the affiliate consent step is shown when consent is unchecked and the partner needs it. */
  affiliateConsentNeeded?: boolean;
  /** From quote loading: how many quotes arrived (0 on API failure or timeout). */
  quoteCount?: number;
};

/** The step after this one; quote loading leads to quotes, or to no quotes when none arrived. */
export function nextStep(step: Step, context: NextContext = {}): Step | null {
  switch (step) {
    case "driver1":
      return "driver2";
    case "driver2":
      return "driver3";
    case "driver3":
      return "driverSummary";
    case "driverSummary":
      return "vehicles";
    case "vehicles":
      return "policy";
    case "policy":
      return context.affiliateConsentNeeded ? "affiliateConsent" : "quoteLoading";
    case "affiliateConsent":
      return "quoteLoading";
    case "quoteLoading":
      return (context.quoteCount ?? 0) > 0 ? "quotes" : "noQuotes";
    case "quotes":
    case "noQuotes":
      return null;
  }
}

/** The step Back leads to; none from driver 1 or while quotes load. From quotes, back to the policy. */
export function previousStep(step: Step): Step | null {
  switch (step) {
    case "driver1":
    case "quoteLoading":
      return null;
    case "driver2":
      return "driver1";
    case "driver3":
      return "driver2";
    case "driverSummary":
      return "driver3";
    case "vehicles":
      return "driverSummary";
    case "policy":
      return "vehicles";
    case "affiliateConsent":
    case "quotes":
    case "noQuotes":
      return "policy";
  }
}

export function next(state: ProgressState, context: NextContext = {}): ProgressState {
  const step = nextStep(state.step, context);
  return step ? moveTo(state, step) : state;
}

export function back(state: ProgressState): ProgressState {
  const step = previousStep(state.step);
  return step ? moveTo(state, step) : state;
}

export type StageClick = { ok: true; state: ProgressState } | { ok: false; reason: "driversFirst" | "vehiclesFirst" | "notReached"; state: ProgressState };

/**
 * A click on a stage of the progress bar (doc2 §2): drivers must be filled first; a completed
 * stage returns the visitor to it and clears the stages after it; a stage not yet reached is
 * reached with Next. Clicking the active stage changes nothing. A refusal names what is missing:
 * the drivers (until the drivers summary is reached), else the vehicles when the visitor is not on
 * that stage already, else Continue leads there.
 */
export function clickStage(state: ProgressState, stage: Stage): StageClick {
  const active = STAGE_OF[state.step];
  if (active === stage) return { ok: true, state };
  if (state.completed.includes(stage)) {
    return { ok: true, state: { step: STAGE_ENTRY[stage], completed: state.completed.filter((s) => stageIndex(s) < stageIndex(stage)) } };
  }
  const finished = (s: Stage) => state.completed.includes(s) || (s === "driver" && state.step === "driverSummary");
  const missing = STAGES.slice(0, stageIndex(stage)).find((s) => !finished(s));
  const reason = missing === "driver" ? "driversFirst" : missing === "vehicle" && active !== "vehicle" ? "vehiclesFirst" : "notReached";
  return { ok: false, reason, state };
}

/** The status of each stage on the bar. */
export function stageStatus(state: ProgressState, stage: Stage): "completed" | "active" | "upcoming" {
  if (STAGE_OF[state.step] === stage) return "active";
  return state.completed.includes(stage) ? "completed" : "upcoming";
}

/**
 * doc2 §2: the quote stage shows one column and hides the reviews slider and the estimated-price
 * area; every other stage shows three columns with both.
 */
export function layoutFor(step: Step): { columns: 1 | 3; showReviews: boolean; showEstimate: boolean } {
  return STAGE_OF[step] === "quote" ? { columns: 1, showReviews: false, showEstimate: false } : { columns: 3, showReviews: true, showEstimate: true };
}
