/** The quote loading modal (doc2 §2 step 8, §4, §9): spinner, rotating messages, a timer, and the longer-wait message after 12 s. */
import { useTranslation } from "~/i18n";
import { formatElapsed, rotatingMessageIndex } from "~/domain/quote/results-stream";
import { waitPhase, type WaitSettings } from "~/domain/quote/waiting";
import { Modal } from "./modal";

export function ResultsLoading({ isOpen, elapsedMs, settings }: { isOpen: boolean; elapsedMs: number; settings: WaitSettings }) {
  const { t } = useTranslation();
  const messages = t("quotes.loading.messages", { returnObjects: true }) as string[];
  const phase = waitPhase(elapsedMs, settings);
  const message = messages[rotatingMessageIndex(elapsedMs, messages.length)] ?? "";
  return (
    <Modal isOpen={isOpen} onOpenChange={() => undefined} title={t("quotes.loading.title")} isDismissable={false} showClose={false} size="sm">
      <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="quote-loading">
        <span aria-hidden="true" className="size-14 animate-spin rounded-full border-4 border-primary-tint border-t-primary" />
        <p className="min-h-12 text-base text-ink" aria-live="polite">
          {phase === "longerWait" ? t("quotes.loading.longerWait") : message}
        </p>
        <p className="text-sm tabular-nums text-ink-muted">{t("quotes.loading.elapsed", { time: formatElapsed(elapsedMs) })}</p>
      </div>
    </Modal>
  );
}
