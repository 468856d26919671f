/**
 * doc3 §2.1 sections 5 to 7: the payment (the sandbox processor's secure page, then the result
 * check), the e-sign documents with the affirmation checkbox and the typed name, and sold with the
 * policy documents to download and print.
 */
import { useEffect, useRef } from "react";
import { Form, useRevalidator, useSubmit } from "react-router";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { esignSchema } from "~/domain/buy/forms";
import { CheckboxField, TextField } from "~/components/form-field";
import { SmartLink } from "~/components/smart-link";
import type { Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import { BackButton, FormMessage, SectionFrame, SubmitButton, fieldProps, useBuyMessage, useSectionForm, type ConfiguredMessages } from "./shared";

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

export function PaymentSection(props: {
  action: string;
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
  const checking = props.check && props.token !== "" && props.failed === null;
  // The processor sent the visitor back with its token: the result is checked once, by a POST (loaders never write).
  useEffect(() => {
    if (checking && form.current) void submit(form.current);
  }, [checking, submit]);
  useRefresh(props.check && props.token === "" && props.failed === null, props.refreshMs);
  return (
    <SectionFrame id="payment" title={t("buy.sections.payment.title")} intro={t("buy.sections.payment.intro")}>
      {props.failed ? (
        <div role="alert" className="grid gap-2 rounded-card border border-red-300 bg-red-50 p-4">
          <p className="text-lg font-bold text-red-900">{props.configured.paymentErrorTitle}</p>
          <p className="text-red-900">{props.configured.paymentErrorBody}</p>
        </div>
      ) : null}
      {checking ? (
        <Form method="post" action={props.action} ref={form} className="grid gap-3">
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
  configured: ConfiguredMessages;
}) {
  const { t } = useTranslation();
  const message = useBuyMessage(props.configured);
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
            <FormMessage id={form.errorId} messages={form.errors} configured={props.configured} />
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
