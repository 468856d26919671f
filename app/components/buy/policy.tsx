/**
 * doc3 §2.1 section 4: the policy details with pay now (a page reload timer starts once the link is
 * shown, doc3 §4.1), the carrier's errors as a list (doc3 §8), and the vehicle mileage edit modal.
 */
import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useRevalidator } from "react-router";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { trackBuy } from "~/domain/buy/analytics";
import { mileageSchema } from "~/domain/buy/forms";
import type { Language } from "~/domain/site";
import { TextField } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { telHref } from "~/components/phone";
import { SmartLink } from "~/components/smart-link";
import { formatMoney } from "~/components/results-format";
import { useTranslation } from "~/i18n";
import { vehicleName, type VehicleLabel } from "./driver-info";
import { BackButton, FormMessage, FrameViewField, SectionFrame, SubmitButton, fieldProps, useSectionForm, type ConfiguredMessages } from "./shared";
import { useMessage } from "~/i18n-message";

export interface PolicyView {
  totalPremium: number;
  term: number;
  agencyFee: number;
  effectiveDate: string;
  option: PlanView | null;
  /** doc3 §3 enablepaymentoption: the carrier's payment options to choose from (none: the automatic choice is paid). */
  choices: PlanView[];
  drivers: { firstName: string; lastName: string }[];
  errors: string[];
}

export interface PlanView {
  payPlanCode?: string;
  payPlanNumOfPayments: number;
  payPlanPaymentAmount: number;
  payPlanDownPayment: number;
  payPlanDescription: string;
}

export interface MileageVehicle extends VehicleLabel {
  mileage: number;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-2 last:border-b-0">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-semibold text-ink">{value}</dd>
    </div>
  );
}

export function CarrierErrors({ title, errors, carrierId }: { title: string; errors: string[]; carrierId: string }) {
  useEffect(() => {
    if (errors.length > 0) trackBuy({ name: "More Questions", carrierId, count: errors.length });
  }, [errors.length, carrierId]);
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="grid gap-2 rounded-card border border-amber-300 bg-amber-50 p-4 text-ink">
      <p className="font-semibold">{title}</p>
      <ul className="list-disc pl-5">
        {errors.map((e, i) => (
          <li key={i}>{e}</li>
        ))}
      </ul>
    </div>
  );
}

export function PolicySection(props: {
  action: string;
  lang: Language;
  carrierId: string;
  companyName: string;
  quoteNumber: string;
  policy: PolicyView | null;
  vehicles: MileageVehicle[];
  reloadMs: number;
  carrierMessages: string[];
  /** doc3 §4.1, §8: the carrier declined quote step 2 (its reasons are the errors): the ways forward instead of pay now. */
  declined: boolean;
  showBack: boolean;
  mileageResult: SubmissionResult<string[]> | undefined;
  payResult: SubmissionResult<string[]> | undefined;
  configured: ConfiguredMessages;
  /** The agency's phone (the brand's sales line), the first way forward after a decline. */
  phone: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const { policy, lang } = props;
  const money = (n: number) => formatMoney(n, lang);
  const revalidator = useRevalidator();
  // Without JavaScript a refused mileage comes back with the page: the modal opens again on it.
  const [editing, setEditing] = useState<number | null>(
    props.mileageResult?.status === "error" ? Number((props.mileageResult.initialValue as { vehicle?: string } | undefined)?.vehicle ?? 0) : null,
  );
  const canPay = !props.declined && policy !== null && policy.option !== null && policy.errors.length === 0 && props.carrierMessages.length === 0;
  // A choice of one is no choice: the plan shows as a detail of the policy.
  const choices = policy && policy.choices.length > 1 ? policy.choices : [];
  const [chosen, setChosen] = useState(policy?.option?.payPlanCode ?? "");

  // doc3 §4.1: once the pay-now link is shown, the page reloads after the configured time (prices are held briefly).
  useEffect(() => {
    if (!canPay) return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), props.reloadMs);
    return () => window.clearTimeout(timer);
  }, [canPay, props.reloadMs, revalidator]);

  const option = policy?.option ?? null;
  const planLine = (o: PlanView) =>
    o.payPlanNumOfPayments > 1
      ? t("buy.policy.installments", { count: o.payPlanNumOfPayments - 1, amount: money(o.payPlanPaymentAmount) })
      : t("buy.policy.paidInFull");
  const planError = message(props.payResult?.error?.payplan?.[0]);
  if (props.declined) {
    return (
      <SectionFrame id="policy" title={t("buy.policy.declinedTitle")} intro={props.companyName}>
        <CarrierErrors title={t("buy.policy.carrierMessages")} errors={policy?.errors ?? []} carrierId={props.carrierId} />
        <p className="text-ink">{t("buy.policy.declinedNext")}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {props.phone ? (
            <a href={telHref(props.phone)} className="btn btn-primary">
              {t("buy.policy.callUs", { phone: props.phone })}
            </a>
          ) : null}
          <SmartLink href="/quote" lang={lang} className="btn btn-outline">
            {t("buy.toQuotes")}
          </SmartLink>
          {props.showBack ? <BackButton action={props.action} /> : null}
        </div>
      </SectionFrame>
    );
  }
  return (
    <SectionFrame id="policy" title={t("buy.sections.policy.title")} intro={t("buy.sections.policy.intro")}>
      <FormMessage id="buy-pay-error" messages={props.payResult?.error?.[""] ?? undefined} />
      <CarrierErrors
        title={props.configured.carrierErrorTitle ?? ""}
        errors={[...(policy?.errors ?? []), ...props.carrierMessages]}
        carrierId={props.carrierId}
      />
      {policy ? (
        <dl className="grid rounded-card border border-line bg-canvas p-4">
          <Row label={t("buy.policy.company")} value={props.companyName} />
          <Row label={t("buy.policy.quoteNumber")} value={props.quoteNumber} />
          <Row label={t("buy.policy.term")} value={t("buy.policy.termMonths", { count: policy.term })} />
          <Row label={t("buy.policy.totalPremium")} value={money(policy.totalPremium)} />
          {option && choices.length === 0 ? <Row label={t("buy.policy.dueToday")} value={money(option.payPlanDownPayment)} /> : null}
          {option && choices.length === 0 ? <Row label={option.payPlanDescription} value={planLine(option)} /> : null}
          {policy.agencyFee > 0 ? <Row label={t("buy.policy.agencyFee")} value={money(policy.agencyFee)} /> : null}
          <Row label={t("buy.policy.drivers")} value={policy.drivers.map((d) => `${d.firstName} ${d.lastName}`).join(", ")} />
        </dl>
      ) : null}
      <div className="grid gap-3">
        <h3 className="text-lg font-bold text-ink">{t("buy.policy.vehicles")}</h3>
        <ul className="grid gap-3">
          {props.vehicles.map((v, i) => {
            const name = vehicleName(v, v.vin);
            return (
              <li key={v.vin || i} className="flex flex-col gap-2 rounded-card border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-semibold text-ink">{name}</p>
                  <p className="text-sm text-ink-muted">
                    VIN {v.vin} · {t("buy.policy.mileage", { miles: v.mileage.toLocaleString(lang === "es" ? "es-US" : "en-US") })}
                  </p>
                </div>
                <button type="button" className="btn btn-outline" onClick={() => setEditing(i)}>
                  {t("buy.policy.editMileage", { vehicle: name })}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {canPay ? (
        <Form method="post" action={props.action} className="grid gap-4">
          {choices.length > 0 ? (
            <fieldset
              className="grid gap-2 rounded-card border border-line p-4"
              aria-describedby={planError ? "buy-payplan-error" : undefined}
              aria-invalid={planError ? true : undefined}
            >
              <legend className="px-1 font-semibold text-ink">{t("buy.policy.choosePlan")}</legend>
              {choices.map((o) => (
                <label
                  key={o.payPlanCode ?? o.payPlanDescription}
                  className="flex min-h-12 items-start gap-3 rounded-lg p-2 text-ink has-[:checked]:bg-surface"
                >
                  <input
                    type="radio"
                    name="payplan"
                    value={o.payPlanCode ?? o.payPlanDescription}
                    checked={chosen === (o.payPlanCode ?? o.payPlanDescription)}
                    onChange={(e) => setChosen(e.currentTarget.value)}
                    className="mt-1 size-5 shrink-0 accent-primary"
                  />
                  <span className="grid">
                    <span className="font-semibold">{o.payPlanDescription}</span>
                    <span className="text-sm text-ink-muted">
                      {t("buy.policy.planDue", { amount: money(o.payPlanDownPayment) })} · {planLine(o)}
                    </span>
                  </span>
                </label>
              ))}
              <p id="buy-payplan-error" className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
                {planError}
              </p>
            </fieldset>
          ) : null}
          <FrameViewField />
          <SubmitButton intent="pay">{t("buy.policy.payNow")}</SubmitButton>
          <p className="text-sm text-ink-muted">{t("buy.policy.reloadNote")}</p>
        </Form>
      ) : null}
      {props.showBack ? <BackButton action={props.action} /> : null}
      <MileageModal
        vehicle={editing === null ? null : (props.vehicles[editing] ?? null)}
        index={editing ?? 0}
        action={props.action}
        lastResult={props.mileageResult}
        configured={props.configured}
        onClose={() => setEditing(null)}
      />
    </SectionFrame>
  );
}

function MileageModal(props: {
  vehicle: MileageVehicle | null;
  index: number;
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
  configured: ConfiguredMessages;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = props.vehicle ? vehicleName(props.vehicle, props.vehicle.vin) : "";
  return (
    <Modal isOpen={props.vehicle !== null} onOpenChange={(open) => !open && props.onClose()} title={t("buy.mileage.title", { vehicle: name })} size="sm">
      {props.vehicle ? <MileageForm {...props} vehicle={props.vehicle} /> : null}
    </Modal>
  );
}

/** The mileage form posts without leaving the page; once saved (the price re-rated), the modal closes on the refreshed page. */
function MileageForm(props: {
  vehicle: MileageVehicle;
  index: number;
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
  configured: ConfiguredMessages;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>();
  const [form, fields] = useSectionForm<{ vehicle: string; mileage: string }>("buy-mileage", mileageSchema(), fetcher.data?.result ?? props.lastResult, {
    vehicle: String(props.index),
    mileage: String(props.vehicle.mileage),
  });
  const was = useRef(fetcher.state);
  const { onClose } = props;
  useEffect(() => {
    if (was.current !== "idle" && fetcher.state === "idle" && fetcher.data === undefined) onClose();
    was.current = fetcher.state;
  }, [fetcher.state, fetcher.data, onClose]);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={props.action} className="mt-4 grid gap-4" {...getFormProps(form)}>
      <input type="hidden" name={fields.vehicle.name} value={String(props.index)} />
      <TextField
        label={t("buy.mileage.label")}
        hint={t("buy.mileage.hint")}
        error={message(fields.mileage.errors?.[0])}
        inputMode="numeric"
        {...fieldProps(fields.mileage)}
      />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <button
          type="submit"
          name="intent"
          value="mileage"
          className="btn btn-primary"
          aria-disabled={pending || undefined}
          onClick={(e) => pending && e.preventDefault()}
        >
          {pending ? t("buy.saving") : t("buy.mileage.save")}
        </button>
        <button type="button" className="btn btn-outline" onClick={props.onClose}>
          {t("buy.mileage.cancel")}
        </button>
      </div>
    </fetcher.Form>
  );
}
