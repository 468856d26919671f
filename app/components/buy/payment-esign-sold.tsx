/**
 * doc3 §2.1 sections 5 to 7: the payment (the sandbox processor's secure page, then the result
 * check), the e-sign documents with the affirmation checkbox and the typed name, and sold with the
 * policy documents to download and print.
 */
import { useEffect, useRef, useState } from "react";
import { Form, useNavigate, useRevalidator, useSubmit } from "react-router";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { esignSchema } from "~/domain/buy/forms";
import { CheckboxField, TextField } from "~/components/form-field";
import { SmartLink } from "~/components/smart-link";
import { PAYMENT_RETURN_MESSAGE, paymentReturnHref } from "~/domain/buy/flow";
import type { Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import { BackButton, FormMessage, FrameViewField, SectionFrame, SubmitButton, fieldProps, useSectionForm, type ConfiguredMessages } from "./shared";
import { useMessage } from "~/i18n-message";

/** While the insurance company is still working, the page asks again after the configured refresh time (doc3 §2.1). */
export function useRefresh(active: boolean, ms: number) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, ms);
    return () => window.clearInterval(timer);
  }, [active, ms, revalidator]);
}

/** doc3 §2.1 iframe container: the processor's page of the open payment session. */
export interface PaymentContainerView {
  url: string;
  amountDue: number;
  /** Paid on the processor's page; its return is on the way. */
  paid: boolean;
}

/** Whether this page is shown inside a frame (the processor's return loaded in the payment container). */
function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

export function PaymentSection(props: {
  action: string;
  lang: Language;
  transactionId: string;
  carrierId: string;
  container: PaymentContainerView | null;
  token: string;
  check: boolean;
  failed: "api" | "payment" | null;
  /** The plan of the last payment attempt: a retry pays the same plan. */
  lastPlan: string;
  /** doc3 §2.1: the back button to policy details (not while a payment's result is being checked). */
  showBack: boolean;
  refreshMs: number;
  configured: ConfiguredMessages;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const checking = props.check && props.token !== "" && props.failed === null;
  const [inFrame, setInFrame] = useState(false);
  useEffect(() => setInFrame(framed()), []);
  // The processor sent the visitor back with its token: the result is checked once, by a POST (loaders never write).
  // Inside the payment container, the page around it is told instead, and it runs the check.
  useEffect(() => {
    if (!checking || !form.current) return;
    if (framed())
      window.parent.postMessage({ type: PAYMENT_RETURN_MESSAGE, href: `${window.location.pathname}${window.location.search}` }, window.location.origin);
    else void submit(form.current);
  }, [checking, submit]);
  // The container listens to its own frame only, from the site's own origin, for this purchase's return.
  const { lang, transactionId, carrierId } = props;
  const containerUrl = props.container?.url ?? null;
  useEffect(() => {
    if (!containerUrl) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const href = paymentReturnHref(event.data, window.location.origin, { lang, transactionId, carrierId });
      if (href) void navigate(href, { replace: true });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [containerUrl, lang, transactionId, carrierId, navigate]);
  useRefresh(props.check && props.token === "" && props.failed === null, props.refreshMs);
  const money = (amount: number) => new Intl.NumberFormat(props.lang === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(amount);
  if (props.container) {
    return (
      <SectionFrame id="payment" title={t("buy.sections.payment.title")} intro={t("buy.sections.payment.intro")}>
        <div className="grid gap-3" role="group" aria-labelledby="payment-frame-title">
          <h3 id="payment-frame-title" className="text-lg font-bold text-ink">
            {t("buy.payment.frameHeading")}
          </h3>
          <p id="payment-frame-note" className="text-ink-muted">
            {t("buy.payment.frameNote")}
          </p>
          <dl className="flex flex-wrap items-baseline gap-x-3">
            <dt className="text-ink-muted">{t("buy.payment.amountDue")}</dt>
            <dd className="text-xl font-extrabold text-ink">{money(props.container.amountDue)}</dd>
          </dl>
          <iframe
            ref={frame}
            title={t("buy.payment.frameTitle")}
            aria-describedby="payment-frame-note"
            src={props.container.url}
            referrerPolicy="same-origin"
            className="h-[46rem] w-full rounded-xl border border-line bg-white"
          />
          <p className="text-sm text-ink-muted">
            {t("buy.payment.trouble")}{" "}
            <a className="link font-semibold" href={props.container.url} target="_blank" rel="noopener">
              {t("buy.payment.newWindow")}
            </a>
          </p>
        </div>
        {props.showBack ? <BackButton action={props.action} /> : null}
      </SectionFrame>
    );
  }
  return (
    <SectionFrame id="payment" title={t("buy.sections.payment.title")} intro={t("buy.sections.payment.intro")}>
      {props.failed ? (
        <div role="alert" className="grid gap-2 rounded-card border border-red-300 bg-red-50 p-4">
          <p className="text-lg font-bold text-red-900">{props.configured.paymentErrorTitle}</p>
          <p className="text-red-900">{props.configured.paymentErrorBody}</p>
        </div>
      ) : null}
      {checking ? (
        // Inside the container, the button (should the page around it not answer) sends the check from the whole window.
        <Form method="post" action={props.action} ref={form} className="grid gap-3" {...(inFrame ? { reloadDocument: true, target: "_top" } : {})}>
          <p role="status" className="text-ink">
            {t("buy.payment.checking")}
          </p>
          <input type="hidden" name="token" value={props.token} />
          {/* Sent by the page itself (no button pressed), so the form names its intent. */}
          <input type="hidden" name="intent" value="paymentCheck" />
          <SubmitButton intent="paymentCheck">{t("buy.payment.done")}</SubmitButton>
        </Form>
      ) : (
        <Form method="post" action={props.action}>
          {props.lastPlan ? <input type="hidden" name="payplan" value={props.lastPlan} /> : null}
          <FrameViewField />
          <SubmitButton intent="pay">{props.failed ? t("buy.payment.retry") : t("buy.payment.openPage")}</SubmitButton>
        </Form>
      )}
      {props.showBack && !checking ? <BackButton action={props.action} /> : null}
    </SectionFrame>
  );
}

export interface EsignView {
  documents: { documentType: number; title: string }[];
  affirmation: string;
  policyNumber: string;
}

export function EsignSection(props: {
  action: string;
  documentHref: (type: number, inline: boolean) => string;
  esign: EsignView | null;
  insuredName: string;
  refreshMs: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [form, fields] = useSectionForm<{ affirm: string; signature: string }>("buy-esign", esignSchema(props.insuredName), props.lastResult);
  useRefresh(props.esign === null, props.refreshMs);
  return (
    <SectionFrame id="esign" title={t("buy.sections.esign.title")} intro={t("buy.sections.esign.intro")}>
      {props.esign === null ? (
        <p role="status" className="text-ink">
          {t("buy.working")}
        </p>
      ) : (
        <>
          <div className="grid gap-2">
            <h3 className="text-lg font-bold text-ink">{t("buy.esign.documents")}</h3>
            <ul className="grid gap-2">
              {props.esign.documents.map((d) => (
                <li key={d.documentType}>
                  <a className="link font-semibold" href={props.documentHref(d.documentType, true)} target="_blank" rel="noopener">
                    {t("buy.esign.open", { name: d.title })}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <Form method="post" action={props.action} className="grid gap-5" {...getFormProps(form)}>
            <FormMessage id={form.errorId} messages={form.errors} />
            <CheckboxField
              label={props.esign.affirmation || t("buy.esign.affirm")}
              error={message(fields.affirm.errors?.[0])}
              id={fields.affirm.id}
              name={fields.affirm.name}
              defaultChecked={fields.affirm.initialValue === "on"}
            />
            <TextField
              label={t("buy.esign.signature")}
              hint={t("buy.esign.signatureHint", { name: props.insuredName })}
              error={message(fields.signature.errors?.[0])}
              autoComplete="name"
              {...fieldProps(fields.signature)}
            />
            <div>
              <SubmitButton intent="sign">{t("buy.esign.sign")}</SubmitButton>
            </div>
          </Form>
        </>
      )}
    </SectionFrame>
  );
}

export function SoldSection(props: { lang: Language; policyNumber: string; documentHref: (type: number, inline: boolean) => string; refreshMs: number }) {
  const { t } = useTranslation();
  const ready = props.policyNumber !== "";
  useRefresh(!ready, props.refreshMs);
  const documents = [
    { type: 1, download: t("buy.sold.declarations"), name: t("buy.sold.declarationsName") },
    { type: 2, download: t("buy.sold.idCard"), name: t("buy.sold.idCardName") },
  ];
  return (
    <SectionFrame id="sold" title={t("buy.sections.sold.title")} intro={t("buy.sections.sold.intro")}>
      {ready ? (
        <>
          <dl className="rounded-card border border-line bg-canvas p-4">
            <dt className="text-ink-muted">{t("buy.sold.policyNumber")}</dt>
            <dd className="text-2xl font-extrabold text-ink" data-policy-number>
              {props.policyNumber}
            </dd>
          </dl>
          <div className="grid gap-3">
            <h3 className="text-lg font-bold text-ink">{t("buy.sold.documents")}</h3>
            <ul className="grid gap-3">
              {documents.map((d) => (
                <li key={d.type} className="flex flex-col gap-2 sm:flex-row">
                  <a className="btn btn-primary" href={props.documentHref(d.type, false)} download>
                    {d.download}
                  </a>
                  <a className="btn btn-outline" href={props.documentHref(d.type, true)} target="_blank" rel="noopener">
                    {t("buy.sold.print", { name: d.name })}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <SmartLink href="/portal" lang={props.lang} className="link font-semibold">
            {t("buy.sold.portal")}
          </SmartLink>
        </>
      ) : (
        <p role="status" className="text-ink">
          {t("buy.working")}
        </p>
      )}
    </SectionFrame>
  );
}
