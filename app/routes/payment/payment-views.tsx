/**
 * The make-a-payment page's views (doc1 §2, §4): loading, policy details, payment already made,
 * the failure window and the payment result. A failure is an accessible dialog once the page is
 * interactive; without JavaScript the same content shows in the page, announced as an alert.
 */
import { useState, type ReactNode } from "react";
import { Modal } from "~/components/modal";
import { useHydrated } from "~/components/popup-hooks";
import { formatDate, formatMoney } from "~/components/results-format";
import { sitePaths } from "~/components/site-paths";
import { localizePath, type Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import type { FailureView, PaymentResultView, PolicyDetails } from "./make-a-payment.server";
import { useMessage } from "~/i18n-message";

const PATH = sitePaths.makePayment;

export function Card({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
      {children}
    </section>
  );
}

export function LoadingView() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-3 py-6 text-lead text-ink">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-4 border-line border-t-primary" />
      {t("payment.loading")}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 border-b border-line py-2.5 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

export function DetailsView({ policy, payHref, lang }: { policy: PolicyDetails; payHref: string | null; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Card labelledBy="payment-details-title">
      <h2 id="payment-details-title" className="text-xl font-bold text-ink">
        {t("payment.detailsTitle")}
      </h2>
      <dl className="mt-3">
        <Row label={t("payment.policyNumber")} value={policy.policyNumber} />
        {policy.applicantName ? <Row label={t("payment.applicant")} value={policy.applicantName} /> : null}
        {policy.company ? <Row label={t("payment.company")} value={policy.company} /> : null}
        {policy.policyType ? <Row label={t("payment.policyType")} value={policy.policyType} /> : null}
        {policy.paymentDueDate ? <Row label={t("payment.dueDate")} value={formatDate(policy.paymentDueDate, lang)} /> : null}
        {policy.monthlyPayment !== null ? <Row label={t("payment.amount")} value={formatMoney(policy.monthlyPayment, lang)} /> : null}
      </dl>
      {payHref ? (
        <div className="mt-5 grid gap-2">
          {/* A document navigation: the processor's page is not one of the site's routes. */}
          <a href={payHref} className="btn btn-primary w-full sm:w-fit" data-testid="pay">
            {t("payment.pay")}
          </a>
          <p className="text-sm text-ink-muted">{t("payment.payNote")}</p>
        </div>
      ) : (
        <p role="status" className="mt-5 font-semibold text-ink">
          {t("payment.approved")}
        </p>
      )}
      <p className="mt-4">
        <a href={localizePath(PATH, lang)} className="link font-semibold">
          {t("payment.another")}
        </a>
      </p>
    </Card>
  );
}

export function AlreadyPaidView({ policyNumber, lang }: { policyNumber: string; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Card labelledBy="payment-paid-title">
      <div role="status">
        <h2 id="payment-paid-title" className="text-xl font-bold text-ink">
          {t("payment.alreadyPaidTitle")}
        </h2>
        <p className="mt-2 text-ink">{t("payment.alreadyPaidBody", { policyNumber })}</p>
      </div>
      <p className="mt-4">
        <a href={localizePath(PATH, lang)} className="link font-semibold">
          {t("payment.another")}
        </a>
      </p>
    </Card>
  );
}

function FailureBody({ failure, extra }: { failure: FailureView; extra?: string }) {
  const message = useMessage();
  return (
    <div className="grid gap-3">
      <p className="text-ink">{message(failure.message)}</p>
      {extra ? <p className="text-sm text-ink-muted">{extra}</p> : null}
      {failure.link ? (
        <a href={failure.link.href} className="btn btn-outline w-full sm:w-fit" rel="noopener noreferrer">
          {failure.link.label}
        </a>
      ) : null}
    </div>
  );
}

/** doc1 §8 failure window: a dialog when the page is interactive; in the page (an alert) without JavaScript. */
export function FailureWindow({ failure }: { failure: FailureView }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [closedFor, setClosedFor] = useState<FailureView | null>(null);
  if (!hydrated) {
    return (
      <div
        role="alert"
        aria-labelledby="payment-failure-title"
        className="mb-5 rounded-card border-2 border-red-700 bg-canvas p-5"
        data-testid="payment-failure"
      >
        <h2 id="payment-failure-title" className="mb-2 text-xl font-bold text-ink">
          {failure.title}
        </h2>
        <FailureBody failure={failure} />
      </div>
    );
  }
  return (
    <Modal isOpen={closedFor !== failure} onOpenChange={(open) => setClosedFor(open ? null : failure)} title={failure.title} role="alertdialog">
      {({ close }) => (
        <div className="grid gap-4" data-testid="payment-failure">
          <FailureBody failure={failure} />
          <button type="button" className="btn btn-primary w-full sm:w-fit" onClick={close}>
            {t("payment.close")}
          </button>
        </div>
      )}
    </Modal>
  );
}

export function ResultView({ result, lang }: { result: PaymentResultView; lang: Language }) {
  const { t } = useTranslation();
  if (result.kind === "failure") {
    return (
      <Card labelledBy="payment-result-title">
        <div role="alert" data-testid="payment-result-failure">
          <h2 id="payment-result-title" className="mb-2 text-xl font-bold text-ink">
            {result.failure.title}
          </h2>
          <FailureBody failure={result.failure} extra={result.resultMessage ? t("payment.resultMessage", { message: result.resultMessage }) : undefined} />
        </div>
        <p className="mt-4">
          <a href={localizePath(PATH, lang)} className="link font-semibold">
            {t("payment.tryAgain")}
          </a>
        </p>
      </Card>
    );
  }
  return (
    <Card labelledBy="payment-result-title">
      <div role="status" data-testid="payment-result-success">
        <h2 id="payment-result-title" className="text-xl font-bold text-ink">
          {t("payment.resultSuccessTitle")}
        </h2>
        <p className="mt-2 text-ink">{t("payment.resultSuccessBody")}</p>
      </div>
      <dl className="mt-3">
        {result.amount !== null ? <Row label={t("payment.amountPaid")} value={formatMoney(result.amount, lang)} /> : null}
        <Row label={t("payment.policyNumber")} value={result.policyNumber} />
        {result.carrierName ? <Row label={t("payment.carrier")} value={result.carrierName} /> : null}
        {result.payDate ? <Row label={t("payment.payDate")} value={formatDate(result.payDate, lang)} /> : null}
        {result.invoiceId ? <Row label={t("payment.confirmation")} value={result.invoiceId} /> : null}
      </dl>
    </Card>
  );
}
