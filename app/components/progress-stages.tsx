/**
 * The quote progress bar (doc2 §2): the stages driver, vehicle, policy and quote with the
 * completed percentage. A completed stage is a button that returns to it; the others say why
 * they cannot be opened yet. At the quote stage it says the quotes are loading, at 80 %, until every
 * carrier has answered (`quotesComplete`), then reaches 100 %.
 */
import { useTranslation } from "~/i18n";
import { progressReading, stageStatus, STAGES, type ProgressState, type Stage } from "~/domain/quote/progress";
import { CheckIcon } from "./icons";

export function ProgressStages({ progress, quotesComplete, onStage }: { progress: ProgressState; quotesComplete: boolean; onStage: (stage: Stage) => void }) {
  const { t } = useTranslation();
  const { percent, loadingQuotes } = progressReading(progress.step, quotesComplete);
  return (
    <nav aria-label={t("quote.progress.label")} className="grid gap-3">
      <div className="flex items-center justify-between text-sm font-semibold text-ink-muted">
        <span id="quote-progress-label">{loadingQuotes ? t("quote.progress.loadingQuotes") : t("quote.progress.completed", { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="quote-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={loadingQuotes ? t("quote.progress.loadingQuotes") : t("quote.progress.completed", { percent })}
        aria-busy={loadingQuotes || undefined}
        className="h-2 overflow-hidden rounded-full bg-primary-tint"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <ol className="grid grid-cols-4 gap-1 text-center text-xs font-semibold sm:text-sm">
        {STAGES.map((stage, index) => {
          const status = stageStatus(progress, stage);
          return (
            <li key={stage}>
              <button
                type="button"
                onClick={() => onStage(stage)}
                aria-current={status === "active" ? "step" : undefined}
                className={`inline-flex min-h-11 w-full flex-col items-center justify-center gap-1 rounded-xl px-1 py-1 ${status === "active" ? "text-primary-dark" : status === "completed" ? "text-ink hover:bg-surface" : "text-ink-muted"}`}
              >
                <span
                  aria-hidden="true"
                  className={`grid size-7 place-items-center rounded-full border-2 ${status === "completed" ? "border-primary bg-primary text-white" : status === "active" ? "border-primary bg-canvas" : "border-line bg-canvas"}`}
                >
                  {status === "completed" ? <CheckIcon size={14} strokeWidth={3} /> : index + 1}
                </span>
                <span>
                  {t(`quote.progress.stages.${stage}`)}
                  <span className="sr-only"> ({t(`quote.progress.status.${status}`)})</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
