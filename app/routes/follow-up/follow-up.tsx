/**
 * The follow-up form (doc3 §2.2, §4.2, §5.2): for a carrier whose Buy now leads here, a shopper who holds a
 * rate quote confirms driver info, contact preference, additional drivers and the carrier's questions, then proves
 * the e-mail and phone by codes an agent confirms; the final success shows once. Query parameters transactionId,
 * payplan, rateQuoteId. The answers and the step are kept by the platform, so a reload keeps the step.
 */
import { useCallback, useEffect, useState } from "react";
import { data, redirect } from "react-router";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { useTranslation } from "~/i18n";
import { SmartLink } from "~/components/smart-link";
import { useShellData } from "~/components/root-data";
import { CustomerCard, VehicleCards } from "~/components/follow-up/summary";
import { DriverModal, RemoveModal, VehicleModal } from "~/components/follow-up/modals";
import { ContactStep, DriverInfoStep, DriversStep, QuestionsStep } from "~/components/follow-up/steps";
import { VerifyStep } from "~/components/follow-up/verify";
import { trackFollowUp } from "~/domain/follow-up/analytics";
import type { Driver, Step, Vehicle } from "~/domain/follow-up/model";
import type { Route } from "./+types/follow-up";
import { followUpAction, type ActionAnswer } from "./actions.server";
import { completeFromSession, followUpState } from "./state.server";
import { followUpView, type FollowUpView } from "./view.server";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { brand } = context.get(siteContext);
  const t = getInstance(context).t;
  const title = t("followUp.metaTitle", { brand: brand.name });
  // From a quote card (Buy now of a follow-up carrier): the visitor's own transaction completes the address.
  const completed = await completeFromSession(request, url, context);
  if (completed) throw redirect(completed);
  const state = await followUpState(request, url, context);
  if (state.kind !== "ok") {
    const status = state.kind === "forbidden" ? 403 : state.kind === "unavailable" ? 503 : state.kind === "missing" ? 400 : 404;
    return data({ title, problem: state.kind, view: null }, { status, headers: { "Cache-Control": "no-store" } });
  }
  return data({ title, problem: null, view: await followUpView(state, context) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return followUpAction(request, url, context);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

type Open =
  | { kind: "driver"; driver: Driver | null }
  | { kind: "removeDriver"; driver: Driver }
  | { kind: "vehicle"; vehicle: Vehicle | null }
  | { kind: "removeVehicle"; vehicle: Vehicle }
  | null;

const STEP_TITLES: Record<Step, string> = {
  driver: "followUp.steps.driver",
  contact: "followUp.steps.contact",
  drivers: "followUp.steps.drivers",
  questions: "followUp.steps.questions",
  verify: "followUp.steps.verify",
  success: "followUp.steps.success",
};

export default function FollowUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const view = loaderData.view;
  return (
    <section aria-labelledby="follow-up-title" className="bg-surface">
      <div className="container-page grid max-w-3xl gap-6 py-8 md:py-12">
        <h1 id="follow-up-title" className="text-3xl font-extrabold text-balance text-ink">
          {t("followUp.title")}
        </h1>
        {view ? (
          <FollowUpForm view={view} answer={actionData as ActionAnswer | undefined} />
        ) : (
          <div className="grid gap-3 rounded-card border border-line bg-canvas p-5 shadow-card">
            <h2 className="text-xl font-bold text-ink">{t(`followUp.problems.${loaderData.problem ?? "notFound"}.title`)}</h2>
            <p className="text-ink">{t(`followUp.problems.${loaderData.problem ?? "notFound"}.body`)}</p>
            <SmartLink href="/" lang={lang} className="btn btn-primary justify-self-start">
              {t("followUp.problems.start")}
            </SmartLink>
          </div>
        )}
      </div>
    </section>
  );
}

function FollowUpForm({ view, answer }: { view: FollowUpView; answer: ActionAnswer | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [soldShown, setSoldShown] = useState(false);
  const close = useCallback(() => setOpen(null), []);
  const action = `?${new URLSearchParams({ transactionId: view.keys.transactionId, rateQuoteId: view.keys.rateQuoteId, ...(view.keys.payplan ? { payplan: view.keys.payplan } : {}) }).toString()}`;
  const step: Step = view.sold || soldShown ? "success" : view.step;
  const shown: Step[] = view.steps.filter((s) => s !== "success");
  const index = Math.max(shown.indexOf(step), 0);
  const result = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  const onSold = useCallback(
    (first: boolean) => {
      setSoldShown(true);
      // doc3 §4.2: e2e-sold is set once, with the final success.
      if (first)
        trackFollowUp({
          name: "follow_up_step",
          step: "e2e-sold",
          carrierId: "",
          transactionId: view.keys.transactionId,
          rateQuoteId: view.keys.rateQuoteId,
          state: "",
        });
    },
    [view.keys.transactionId, view.keys.rateQuoteId],
  );
  useEffect(() => {
    document.getElementById("follow-up-step-title")?.focus({ preventScroll: false });
  }, [step]);

  return (
    <div className="grid gap-6">
      <CustomerCard customer={view.customer} quote={view.quote} downPaymentLabel={view.labels.estimatedDownPayment} />
      {step !== "success" ? (
        <nav aria-label={t("followUp.progress.label")} className="grid gap-2">
          <p className="text-sm font-semibold text-ink-muted">{t("followUp.progress.step", { current: index + 1, total: shown.length })}</p>
          <ol className="flex flex-wrap gap-2 text-sm">
            {shown.map((s, i) => (
              <li
                key={s}
                aria-current={s === step ? "step" : undefined}
                className={`rounded-full px-3 py-1 font-semibold ${s === step ? "bg-primary text-white" : i < index ? "bg-primary-tint text-ink" : "bg-canvas text-ink-muted"}`}
              >
                {t(STEP_TITLES[s])}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <section aria-labelledby="follow-up-step-title" className="grid gap-5 rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
        <h2 id="follow-up-step-title" tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
          {t(STEP_TITLES[step])}
        </h2>
        {step === "driver" ? (
          <DriverInfoStep
            action={action}
            result={result("driver")}
            warnings={answer?.intent === "driver" ? answer.warnings : undefined}
            messages={view.messages}
            vehicles={view.vehicles}
            primary={view.primary}
            consent={{ required: view.config.consentRequired, message: view.config.consentMessage }}
          />
        ) : null}
        {step === "contact" ? <ContactStep action={action} result={result("contact")} contact={view.contact} /> : null}
        {step === "drivers" ? (
          <DriversStep
            action={action}
            message={answer?.intent === "drivers" ? answer.message : undefined}
            drivers={view.drivers}
            onAdd={() => setOpen({ kind: "driver", driver: null })}
            onEdit={(driver) => setOpen({ kind: "driver", driver })}
            onRemove={(driver) => setOpen({ kind: "removeDriver", driver })}
          />
        ) : null}
        {step === "questions" ? (
          <QuestionsStep
            action={action}
            result={result("questions")}
            questions={view.questions}
            answers={view.answers}
            firstName={view.customer.firstName}
            questionRequired={view.messages.questionRequired}
          />
        ) : null}
        {step === "verify" ? (
          <VerifyStep
            action={action}
            status={view.verification}
            messages={view.messages}
            verifiedMessage={view.labels.verified}
            timing={view.timing}
            callBackRequested={view.callBackRequested}
            phone={view.customer.phone}
            onSold={onSold}
          />
        ) : null}
        {step === "success" ? (
          <div role="status" className="grid gap-3">
            <p className="text-lg font-semibold text-ink">{t("followUp.success.body", { name: view.customer.firstName })}</p>
            <p className="text-ink">{t("followUp.success.next")}</p>
          </div>
        ) : null}
      </section>
      {step !== "success" && step !== "verify" ? (
        <VehicleCards
          vehicles={view.vehicles}
          onAdd={() => setOpen({ kind: "vehicle", vehicle: null })}
          onEdit={(vehicle) => setOpen({ kind: "vehicle", vehicle })}
          onRemove={(vehicle) => setOpen({ kind: "removeVehicle", vehicle })}
        />
      ) : null}
      {open?.kind === "driver" ? (
        <DriverModal
          driver={open.driver}
          options={open.driver ? (view.drivers.find((d) => d.id === open.driver?.id)?.options ?? view.newDriverOptions) : view.newDriverOptions}
          action={action}
          onClose={close}
        />
      ) : null}
      {open?.kind === "removeDriver" ? (
        <RemoveModal
          title={t("followUp.driver.removeTitle", { first: open.driver.firstName, last: open.driver.lastName })}
          intent="driver-remove"
          id={open.driver.id}
          action={action}
          onClose={close}
        />
      ) : null}
      {open?.kind === "vehicle" ? <VehicleModal vehicle={open.vehicle} messages={view.messages} action={action} onClose={close} /> : null}
      {open?.kind === "removeVehicle" ? (
        <RemoveModal
          title={t("followUp.vehicle.removeTitle", { vehicle: `${open.vehicle.year} ${open.vehicle.make} ${open.vehicle.model}` })}
          intent="vehicle-remove"
          id={open.vehicle.id}
          action={action}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
