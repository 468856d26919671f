/**
 * The quote page's client: stages with hash anchors, the progress bar, the three-column layout
 * (one column on the quote stage, without the estimate and reviews), the step in view, and the
 * results views mounted at #quotes, #previousQuotes and ?code= (doc2 §2, §4). Driver step 1/3
 * comes with the page; every later step, and the results views, load their code when first needed
 * (and in the background beforehand: the steps next to the one in view and the stages already
 * completed, the results once the policy step is reached), so the first step does not wait for them.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { forgetStoredPrefill } from "~/domain/quote/browser-storage";
import {
  clickStage,
  hashForStep,
  layoutFor,
  nextStep,
  previousStep,
  PREVIOUS_QUOTES_HASH,
  stageOf,
  type ProgressState,
  type Stage,
  type Step,
} from "~/domain/quote/progress";
import { ProgressStages } from "~/components/progress-stages";
import { EstimateQuoteWidget } from "~/components/estimate-quote-widget";
import { requestStepFocus } from "./steps/step-frame";
import { Driver1Step } from "./steps/driver1-step";
import { SummaryPanels } from "./steps/summary-panels";
import { QuotesWithoutScript } from "./results/quotes-without-script";
import type { Route } from "./+types/quote-page";

export type WizardProps = Route.ComponentProps["loaderData"];
export type WizardDraft = WizardProps["page"]["draft"];

const loadResults = () => import("./results");
const QuoteResultsStage = lazy(() => loadResults().then((m) => ({ default: m.QuoteResultsStage })));
const PreviousQuotesView = lazy(() => loadResults().then((m) => ({ default: m.PreviousQuotesView })));
const VerifyOwnerModal = lazy(() => loadResults().then((m) => ({ default: m.VerifyOwnerModal })));

const loadDriver2 = () => import("./steps/driver2-step");
const loadDriver3 = () => import("./steps/driver3-step");
const loadDriversSummary = () => import("./steps/drivers-summary");
const loadVehicles = () => import("./steps/vehicles-step");
const loadPolicy = () => import("./steps/policy-step");
const loadAffiliateConsent = () => import("./steps/affiliate-consent-step");
const Driver2Step = lazy(() => loadDriver2().then((m) => ({ default: m.Driver2Step })));
const Driver3Step = lazy(() => loadDriver3().then((m) => ({ default: m.Driver3Step })));
const DriversSummary = lazy(() => loadDriversSummary().then((m) => ({ default: m.DriversSummary })));
const VehiclesStep = lazy(() => loadVehicles().then((m) => ({ default: m.VehiclesStep })));
const PolicyStep = lazy(() => loadPolicy().then((m) => ({ default: m.PolicyStep })));
const AffiliateConsentStep = lazy(() => loadAffiliateConsent().then((m) => ({ default: m.AffiliateConsentStep })));

/** The code of each step that does not come with the page. */
const STEP_CODE: Partial<Record<Step, () => Promise<unknown>>> = {
  driver2: loadDriver2,
  driver3: loadDriver3,
  driverSummary: loadDriversSummary,
  vehicles: loadVehicles,
  policy: loadPolicy,
  affiliateConsent: loadAffiliateConsent,
};

/**
 * The steps the visitor can open from this one: Next (either way from the policy step), Back,
 * and the entry step of every completed stage (the progress bar and the summary panels).
 */
function reachableSteps(progress: ProgressState): Step[] {
  const steps = [nextStep(progress.step, { affiliateConsentNeeded: true }), nextStep(progress.step), previousStep(progress.step)];
  for (const stage of progress.completed) {
    const click = clickStage(progress, stage);
    if (click.ok) steps.push(click.state.step);
  }
  return steps.filter((step): step is Step => step !== null);
}

/** Loads the code of the steps the visitor can open next, once the browser is idle. */
function usePrefetchSteps(progress: ProgressState) {
  useEffect(() => {
    const load = () => {
      for (const step of reachableSteps(progress)) void STEP_CODE[step]?.().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 200);
    return () => window.clearTimeout(id);
  }, [progress]);
}

function ResultsLoading() {
  return <p className="rounded-card bg-canvas p-6 text-ink-muted shadow-card" aria-busy="true" />;
}

function StepLoading() {
  return <div className="min-h-64" aria-busy="true" />;
}

export function QuoteWizard(props: WizardProps) {
  const { t, i18n } = useTranslation();
  const nav = useFetcher({ key: "quote-nav" });
  const { draft } = props.page;
  const [view, setView] = useState<"wizard" | "previousQuotes">("wizard");
  const [verifyCode, setVerifyCode] = useState<string | undefined>(props.page.verifyCode);
  const [notice, setNotice] = useState<string | undefined>(props.page.affiliateError);
  // A notice speaks of the step in view: moving on to another step clears it.
  const noticeStep = useRef(draft.step);
  useEffect(() => {
    if (noticeStep.current === draft.step) return;
    noticeStep.current = draft.step;
    setNotice(undefined);
  }, [draft.step]);
  const step = draft.step;
  const progress = useMemo(() => ({ step: draft.step, completed: draft.completed }), [draft.step, draft.completed]);
  const layout = layoutFor(step);
  // At the quote stage the bar follows the quotes (doc2 §2, §4 quote cycle): 80 % while carriers are
  // still answering, even once the first cards show; 100 % once every carrier has answered. A page
  // that arrives with every answer in (shown before any script runs) starts complete.
  const [cycleOver, setCycleOver] = useState(() => Boolean(props.page.results?.isDone));
  const atQuoteStage = stageOf(step) === "quote";
  if (!atQuoteStage && cycleOver) setCycleOver(false);

  usePrefetchSteps(progress);

  // The quote stage's code loads in the background once the policy step is in view.
  useEffect(() => {
    if (step === "policy" || step === "affiliateConsent") void loadResults();
  }, [step]);

  // The address shows the stage's anchor; #previousQuotes opens the previous-quotes view.
  useEffect(() => {
    if (window.location.hash === `#${PREVIOUS_QUOTES_HASH}`) setView("previousQuotes");
    const onHash = () => setView(window.location.hash === `#${PREVIOUS_QUOTES_HASH}` ? "previousQuotes" : "wizard");
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);
  useEffect(() => {
    // On a first load at #previousQuotes the view is still "wizard" here (the server cannot see the
    // hash): the address keeps the anchor that opens the previous-quotes view.
    if (view !== "wizard" || verifyCode || window.location.hash === `#${PREVIOUS_QUOTES_HASH}`) return;
    const hash = `#${hashForStep(step)}`;
    if (window.location.hash !== hash) window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}${hash}`);
  }, [step, view, verifyCode]);

  // doc2 §3: the draft lives on the server only; a copy an earlier version left in the browser goes.
  useEffect(() => {
    try {
      forgetStoredPrefill(window.localStorage);
    } catch {
      // Storage can be disabled: then it holds nothing either.
    }
  }, []);

  // Moving to another step brings its heading into view and focus — even when the button that
  // moved on was disabled while the step saved (focus then sits on the page itself) or the step's
  // code is still on its way (its frame takes focus when it appears). Not on the page's first render.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    requestStepFocus();
  }, [step]);

  const goStage = (stage: Stage) => {
    const click = clickStage(progress, stage);
    if (!click.ok) {
      setNotice(t(`quote.progress.${click.reason}`));
      return;
    }
    setNotice(undefined);
    if (click.state.step !== step) void nav.submit({ intent: "stage", stage }, { method: "post" });
  };

  const restart = (prefill?: { phone: string; dob: string }) => {
    setView("wizard");
    setVerifyCode(undefined);
    // doc2 §4: previous quotes not found: driver step 1 says so, with phone and date of birth prefilled.
    noticeStep.current = "driver1";
    setNotice(prefill ? t("quote.previousNotFound") : undefined);
    window.history.replaceState(window.history.state, "", `${window.location.pathname}#driver1`);
    void nav.submit({ intent: "restart", phone: prefill?.phone ?? "", dob: prefill?.dob ?? "" }, { method: "post" });
  };

  const firstName = draft.primary.firstName ?? "";
  const hasSummary = draft.drivers.length > 0 || draft.vehicles.length > 0;
  const title = view === "previousQuotes" ? t("quote.previousQuotesTitle") : t("quote.title");

  return (
    <div className="bg-surface pb-16">
      <div className="container-page grid gap-6 py-6 sm:py-10">
        <header id="quote-top" className="grid scroll-mt-24 gap-4">
          <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
          {view === "wizard" ? <ProgressStages progress={progress} quotesComplete={cycleOver} onStage={goStage} /> : null}
          {notice ? (
            <p role="status" className="rounded-xl border border-line bg-canvas px-4 py-3 font-semibold text-ink">
              {notice}
            </p>
          ) : null}
        </header>

        {view === "previousQuotes" ? (
          <Suspense fallback={<ResultsLoading />}>
            <PreviousQuotesView onNotFound={(prefill) => restart(prefill)} onNewQuote={() => restart()} />
          </Suspense>
        ) : layout.columns === 1 ? (
          <div id="quotes" className="grid gap-6" data-transaction-id={props.transactionId ?? undefined}>
            {props.page.results ? <QuotesWithoutScript {...props.page.results} lang={i18n.language === "es" ? "es" : "en"} /> : null}
            {props.transactionId ? (
              <Suspense fallback={<ResultsLoading />}>
                <QuoteResultsStage
                  onCycleOverChange={setCycleOver}
                  transactionId={props.transactionId}
                  firstName={firstName}
                  savedQuote={props.page.savedQuote}
                  onEditStage={(stage) => goStage(stage === "driversummary" ? "driver" : stage === "vehiclesummary" ? "vehicle" : "policy")}
                />
              </Suspense>
            ) : (
              <p className="rounded-card bg-canvas p-6 text-ink shadow-card">{t("quote.wizard.noTransaction")}</p>
            )}
          </div>
        ) : (
          <div
            className={`grid gap-6 lg:items-start ${hasSummary ? "lg:grid-cols-[16rem_minmax(0,1fr)_18rem]" : "lg:grid-cols-[minmax(0,1fr)_18rem] xl:px-24"}`}
          >
            {hasSummary ? (
              <aside aria-label={t("quote.summary.label")} className="order-3 lg:order-1">
                <SummaryPanels draft={draft} onStage={goStage} />
              </aside>
            ) : null}
            <section className="order-1 rounded-card bg-canvas p-5 shadow-card sm:p-7 lg:order-2" aria-labelledby="quote-step-title">
              <Suspense fallback={<StepLoading />}>
                <StepView props={props} />
              </Suspense>
            </section>
            {layout.showEstimate ? (
              <aside aria-label={t("quote.estimate.label")} className="order-2 lg:order-3">
                <EstimateQuoteWidget draft={draft} estimate={props.page.estimate ?? null} />
              </aside>
            ) : null}
          </div>
        )}
      </div>
      {verifyCode ? (
        <Suspense fallback={null}>
          <VerifyOwnerModal
            rateQuoteId={verifyCode}
            onVerified={() => {
              setVerifyCode(undefined);
              // The verified quote is in the session: the browser posts its entry, which loads it and opens the quote stage.
              postEntry(`${window.location.pathname}?code=${encodeURIComponent(verifyCode)}`);
            }}
            onReset={() => restart()}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Posts an entry as a document form (its answer is a redirect to the page's clean address). */
function postEntry(action: string) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  const intent = document.createElement("input");
  intent.type = "hidden";
  intent.name = "intent";
  intent.value = "entry";
  form.append(intent);
  document.body.append(form);
  form.submit();
}

function StepView({ props }: { props: WizardProps }) {
  const { draft } = props.page;
  switch (draft.step) {
    case "driver1":
      return <Driver1Step props={props} />;
    case "driver2":
      return <Driver2Step props={props} />;
    case "driver3":
      return <Driver3Step props={props} />;
    case "driverSummary":
      return <DriversSummary props={props} />;
    case "vehicles":
      return <VehiclesStep props={props} />;
    case "policy":
      return <PolicyStep props={props} />;
    case "affiliateConsent":
      return <AffiliateConsentStep props={props} />;
    default:
      return <PolicyStep props={props} />;
  }
}
