/**
 * doc3 §2.7 Policies: the list with each policy's payment status (doc3 §4.6) and its documents
 * (./policy-documents.tsx), the detail window (documents, drivers, vehicles, coverages, payment
 * history, installments), the make-payment window (text, call, live chat, pay now) and the
 * payment-help window that opens when pay now fails (doc3 §8).
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Modal } from "~/components/modal";
import { formatDate, formatMoney } from "~/components/results-format";
import { telHref } from "~/components/phone";
import { ageBand } from "~/domain/portal/display";
import type { PaymentStatus } from "~/domain/portal/payment-status";
import type { Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import type { ShownPolicy, PortalActionData } from "~/routes/portal/portal.server";
import { PolicyDocuments } from "./policy-documents";

const badge: Record<PaymentStatus, string> = {
  dash: "bg-gray-100 text-gray-800",
  expired: "bg-gray-200 text-gray-900",
  noteffective: "bg-blue-50 text-blue-900",
  pastdue: "bg-red-50 text-red-800",
  duewithin48: "bg-orange-50 text-orange-900",
  paymentdue: "bg-amber-50 text-amber-900",
  paid: "bg-green-50 text-green-800",
};

export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${badge[status]}`} data-status={status}>
      {t(`portal.status.${status}`)}
    </span>
  );
}

export interface PaymentContact {
  text: string;
  call: string;
  chat: string;
}

export function PoliciesTab({
  policies,
  lang,
  contact,
  paymentHelp,
}: {
  policies: ShownPolicy[] | null;
  lang: Language;
  contact: PaymentContact;
  paymentHelp: string;
}) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<ShownPolicy | null>(null);
  const [paying, setPaying] = useState<ShownPolicy | null>(null);
  const [help, setHelp] = useState(false);
  if (policies === null)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t("portal.policies.unavailable")}
      </p>
    );
  if (policies.length === 0) return <p className="text-ink-muted">{t("portal.policies.none")}</p>;
  return (
    <section aria-labelledby="policies-title" className="grid gap-4">
      <h2 id="policies-title" className="text-2xl font-bold text-ink">
        {t("portal.policies.title")}
      </h2>
      <ul className="grid gap-4 xl:grid-cols-2">
        {policies.map((policy) => (
          <li key={policy.policyId} className="grid gap-3 rounded-card border border-line bg-canvas p-5 shadow-card" data-policy={policy.policyNumber}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="text-lg font-bold text-ink">{policy.details.company}</h3>
                <p className="text-ink-muted">{t("portal.policies.number", { number: policy.policyNumber })}</p>
              </div>
              <StatusBadge status={policy.paymentStatus} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm md:grid-cols-3">
              <Fact label={t("portal.policies.monthly")} value={formatMoney(policy.details.monthlyPayment, lang)} />
              <Fact label={t("portal.policies.due")} value={policy.details.paymentDueDate ? formatDate(policy.details.paymentDueDate, lang) : "—"} />
              <Fact label={t("portal.policies.expires")} value={policy.details.expirationDate ? formatDate(policy.details.expirationDate, lang) : "—"} />
            </dl>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => setDetail(policy)}
                aria-label={t("portal.policies.detailsOf", { number: policy.policyNumber })}
              >
                {t("portal.policies.details")}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => setPaying(policy)}
                aria-label={t("portal.policies.makePaymentOf", { number: policy.policyNumber })}
              >
                {t("portal.policies.makePayment")}
              </button>
            </div>
            <PolicyDocuments policyId={policy.policyId} policyNumber={policy.policyNumber} documents={policy.documents} lang={lang} />
          </li>
        ))}
      </ul>
      <PolicyDetailModal policy={detail} lang={lang} onClose={() => setDetail(null)} />
      <MakePaymentModal
        policy={paying}
        contact={contact}
        lang={lang}
        onClose={() => setPaying(null)}
        onFailed={() => {
          setPaying(null);
          setHelp(true);
        }}
      />
      <PaymentHelpModal open={help} text={paymentHelp} contact={contact} onClose={() => setHelp(false)} />
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

function PolicyDetailModal({ policy, lang, onClose }: { policy: ShownPolicy | null; lang: Language; onClose: () => void }) {
  const { t } = useTranslation();
  if (!policy) return null;
  const d = policy.details;
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={t("portal.detail.title", { number: policy.policyNumber })} size="xl">
      <div className="grid gap-6">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Fact label={t("portal.detail.company")} value={d.company} />
          <Fact label={t("portal.detail.type")} value={d.policyType} />
          <Fact label={t("portal.detail.effective")} value={d.effectiveDate ? formatDate(d.effectiveDate, lang) : "—"} />
          <Fact label={t("portal.policies.expires")} value={d.expirationDate ? formatDate(d.expirationDate, lang) : "—"} />
        </dl>
        <PolicyDocuments policyId={policy.policyId} policyNumber={policy.policyNumber} documents={policy.documents} lang={lang} headingLevel={3} showEmpty />
        <Section title={t("portal.detail.drivers")}>
          <Table
            head={[t("portal.detail.name"), t("portal.detail.ageBand"), t("portal.detail.sex")]}
            rows={d.drivers.map((dr) => [dr.fullName || `${dr.firstName} ${dr.lastName}`, ageBand(dr.age), dr.sex])}
          />
        </Section>
        <Section title={t("portal.detail.vehicles")}>
          <Table head={[t("portal.detail.vehicle"), t("portal.detail.vin")]} rows={d.vehicles.map((v) => [`${v.year} ${v.make} ${v.model}`, v.vin])} />
        </Section>
        <Section title={t("portal.detail.coverages")}>
          <Table
            head={[t("portal.detail.coverage"), t("portal.detail.limit"), t("portal.detail.deductible")]}
            rows={d.coverages.map((c) => [c.coverageDescription || c.coverageName, c.limit.join(" / ") || "—", c.deductible || "—"])}
          />
        </Section>
        <Section title={t("portal.detail.history")}>
          {d.transactions.length === 0 ? (
            <p className="text-ink-muted">{t("portal.detail.noPayments")}</p>
          ) : (
            <Table
              head={[t("portal.detail.date"), t("portal.detail.source"), t("portal.detail.amount")]}
              rows={d.transactions.map((tr) => [formatDate(tr.entryDate || tr.createdUtc, lang), tr.paymentSource, formatMoney(tr.collectedAmount, lang)])}
            />
          )}
        </Section>
        <Section title={t("portal.detail.installments")}>
          <Table
            head={[t("portal.detail.dueDate"), t("portal.detail.amount"), t("portal.detail.state")]}
            rows={d.installments.map((i) => [
              formatDate(i.dueDate, lang),
              formatMoney(i.dueAmount, lang),
              i.paid ? t("portal.detail.paid") : t("portal.detail.open"),
            ])}
          />
        </Section>
      </div>
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      {children}
    </section>
  );
}

function Table({ head, rows }: { head: string[]; rows: string[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-semibold text-ink">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} className="border-b border-line last:border-0">
              {row.map((cell, j) => (
                <td key={j} className="py-2 pr-4 text-ink">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContactOptions({ contact }: { contact: PaymentContact }) {
  const { t } = useTranslation();
  const sms = `sms:${telHref(contact.text).replace(/^tel:/, "")}`;
  return (
    <ul className="flex flex-wrap gap-2">
      {contact.text ? (
        <li>
          <a className="btn btn-outline" href={sms}>
            {t("portal.pay.text", { phone: contact.text })}
          </a>
        </li>
      ) : null}
      {contact.call ? (
        <li>
          <a className="btn btn-outline" href={telHref(contact.call)}>
            {t("portal.pay.call", { phone: contact.call })}
          </a>
        </li>
      ) : null}
      {contact.chat ? (
        <li>
          <a className="btn btn-outline" href={contact.chat} target="_blank" rel="noopener noreferrer">
            {t("portal.pay.chat")}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

function MakePaymentModal({
  policy,
  contact,
  lang,
  onClose,
  onFailed,
}: {
  policy: ShownPolicy | null;
  contact: PaymentContact;
  lang: Language;
  onClose: () => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PortalActionData>();
  const failed = fetcher.state === "idle" && fetcher.data?.intent === "payNow" && !fetcher.data.ok;
  useEffect(() => {
    if (failed) onFailed();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed answer
  }, [failed, fetcher.data]);
  if (!policy) return null;
  const canPayHere = policy.payOnline && policy.isPayable;
  const next = policy.details.installments.find((i) => !i.paid);
  // Why it cannot be paid here, in the page's language (the platform's reason; its own message otherwise).
  const reason = policy.payOnline ? policy.reason : "carrier";
  const known = reason === "alreadyPaid" || reason === "dueWithin48" || reason === "duePast" || reason === "other" || reason === "carrier";
  const notPayableText = known ? t(`portal.pay.reason.${reason}`) : policy.message;
  const carrierLink = reason !== "alreadyPaid";
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={t("portal.pay.title", { number: policy.policyNumber })}>
      <div className="grid gap-4">
        {next ? (
          <p className="text-ink">{t("portal.pay.amountDue", { amount: formatMoney(next.dueAmount, lang), date: formatDate(next.dueDate, lang) })}</p>
        ) : null}
        {canPayHere ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="payNow" />
            <input type="hidden" name="policyId" value={policy.policyId} />
            <button type="submit" className="btn btn-primary w-full" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? t("portal.pay.opening") : t("portal.pay.payNow")}
            </button>
          </fetcher.Form>
        ) : (
          <>
            <p className="text-ink">{notPayableText}</p>
            {carrierLink && policy.carrierUrl ? (
              <a className="btn btn-primary w-full" href={policy.carrierUrl} target="_blank" rel="noopener noreferrer">
                {t("portal.pay.carrierLink", { carrier: policy.details.company })}
              </a>
            ) : null}
          </>
        )}
        <p className="font-semibold text-ink">{t("portal.pay.otherWays")}</p>
        <ContactOptions contact={contact} />
      </div>
    </Modal>
  );
}

function PaymentHelpModal({ open, text, contact, onClose }: { open: boolean; text: string; contact: PaymentContact; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={open} onOpenChange={(o) => !o && onClose()} title={t("portal.pay.helpTitle")} role="alertdialog">
      <div className="grid gap-4">
        <p className="text-ink">{text}</p>
        <ContactOptions contact={contact} />
      </div>
    </Modal>
  );
}
