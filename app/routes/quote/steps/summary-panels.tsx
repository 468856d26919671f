/** Summary panels (doc2 §2): drivers, vehicles and coverage entered so far, each jumping back to its step. */
import { useTranslation } from "~/i18n";
import { maskDob } from "~/domain/quote/dates";
import type { QuoteDraft } from "~/domain/quote/draft";
import type { Stage } from "~/domain/quote/progress";
import { insuredMonthsChoice } from "~/domain/quote/pricing-questions";
import { VehiclePricingSummary } from "./vehicle-pricing-fields";

function Panel({
  title,
  stage,
  onStage,
  children,
  canEdit,
}: {
  title: string;
  stage: Stage;
  onStage: (stage: Stage) => void;
  children: React.ReactNode;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 rounded-card bg-canvas p-4 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-bold text-ink">{title}</h2>
        {canEdit ? (
          <button type="button" className="link min-h-11 text-sm" onClick={() => onStage(stage)}>
            {t("quote.wizard.edit")}
            <span className="sr-only"> {title}</span>
          </button>
        ) : null}
      </div>
      {children}
    </div>
  );
}

export function SummaryPanels({ draft, onStage }: { draft: QuoteDraft; onStage: (stage: Stage) => void }) {
  const { t } = useTranslation();
  const done = (stage: Stage) => draft.completed.includes(stage);
  if (draft.drivers.length === 0 && draft.vehicles.length === 0) return null;
  // The policy's pricing answers: the shopper's residence and how long the current insurance has run.
  const { residence, insured, insuredMonths, agencyTransfer } = draft.primary;
  const householdParts = [
    ...(residence ? [t("quote.pricing.homeSummary", { answer: t(`quote.pricing.residenceOptions.${residence}`) })] : []),
    ...(insured === true && insuredMonths !== undefined
      ? [t("quote.pricing.insuredSummary", { answer: t(`quote.pricing.insuredMonthsOptions.${insuredMonthsChoice(insuredMonths).key}`) })]
      : []),
    ...(insured === true && agencyTransfer !== undefined
      ? [t("quote.pricing.agencyTransferSummary", { answer: t(agencyTransfer ? "quote.fields.yes" : "quote.fields.no") })]
      : []),
  ];
  return (
    <div className="grid gap-3">
      {draft.drivers.length > 0 ? (
        <Panel title={t("quote.summary.drivers")} stage="driver" onStage={onStage} canEdit={done("driver")}>
          <ul className="grid gap-1 text-sm text-ink">
            {draft.drivers.map((d) => (
              <li key={d.id}>
                {d.firstName} {d.lastName} <span className="text-ink-muted">({maskDob(d.dob)})</span>
              </li>
            ))}
          </ul>
          {householdParts.length > 0 ? <p className="text-sm text-ink-muted">{householdParts.join(" · ")}</p> : null}
        </Panel>
      ) : null}
      {draft.vehicles.length > 0 ? (
        <Panel title={t("quote.summary.vehicles")} stage="vehicle" onStage={onStage} canEdit={done("vehicle")}>
          <ul className="grid gap-1 text-sm text-ink">
            {draft.vehicles.map((v) => (
              <li key={v.id}>
                {v.year} {v.make} {v.model}
                <VehiclePricingSummary vehicle={v} className="text-ink-muted" />
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {done("policy") ? (
        <Panel title={t("quote.summary.coverage")} stage="policy" onStage={onStage} canEdit>
          <p className="text-sm text-ink">
            {t("quote.policy.months", { count: draft.policy.term })} ·{" "}
            {draft.policy.custom ? t("quote.policy.custom") : t(`quote.policy.packages.${Math.min(draft.policy.coveragePackage, 3)}`)}
          </p>
        </Panel>
      ) : null}
    </div>
  );
}
