/**
 * Driver info 2/3 (doc2 §2, §5): e-mail, phone, privacy consent with the policy disclosure and the
 * privacy and SMS policy modals (their text comes from the brand's quote settings).
 */
import { useMemo, useState } from "react";
import { useTranslation } from "~/i18n";
import { driverStep2Schema } from "~/domain/quote/driver-steps";
import { formatPhoneInput } from "~/domain/quote/contact";
import { CheckboxField, TextField } from "~/components/form-field";
import { PhoneField } from "~/components/phone-input";
import { Modal } from "~/components/modal";
import { useStepForm } from "../use-step-form";
import type { WizardProps } from "../wizard";
import { FormNotice, Honeypot, StepButtons, StepFrame, fieldLabels, useMissingText } from "./step-frame";

export function Driver2Step({ props }: { props: WizardProps }) {
  const { t } = useTranslation();
  const p = props.page.draft.primary;
  const schema = useMemo(() => driverStep2Schema(), []);
  const form = useStepForm(schema, "driver2", { id: "driver2-form" });
  const missingText = useMissingText();
  const [policy, setPolicy] = useState<"privacy" | "sms" | null>(null);
  return (
    <StepFrame
      title={t("quote.driver2.title")}
      counter={t("quote.wizard.driverCounter", { step: 2 })}
      intro={t("quote.driver2.intro", { name: p.firstName ?? "" })}
    >
      <form {...form.formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="driver2" />
        <Honeypot />
        <TextField
          id="d2-email"
          name="email"
          type="email"
          label={t("quote.fields.email")}
          autoComplete="email"
          defaultValue={p.email ?? ""}
          error={form.error("email")}
        />
        <PhoneField
          id="d2-phone"
          name="phone"
          label={t("quote.fields.phone")}
          hint={t("quote.fields.phoneHint")}
          defaultValue={formatPhoneInput(p.phone ?? "")}
          error={form.error("phone")}
        />
        <div className="grid gap-2 rounded-xl bg-surface p-4">
          <p id="d2-disclosure" className="text-sm text-ink-muted">
            {t("quote.driver2.disclosure")}
          </p>
          <CheckboxField
            id="d2-consent"
            name="privacyConsent"
            value="on"
            defaultChecked={p.privacyConsent === true}
            label={t("quote.driver2.consentText")}
            data-missing-label={t("quote.driver2.consentShort")}
            error={form.error("privacyConsent")}
          />
          <div className="flex flex-wrap gap-x-4 gap-y-1 pl-8 text-sm">
            <button type="button" className="link min-h-11" onClick={() => setPolicy("privacy")}>
              {t("quote.driver2.privacyPolicy")}
            </button>
            <button type="button" className="link min-h-11" onClick={() => setPolicy("sms")}>
              {t("quote.driver2.smsPolicy")}
            </button>
          </div>
        </div>
        <FormNotice notice={form.notice} />
        <StepButtons
          form="driver2-form"
          nextLabel={t("quote.wizard.next")}
          disabled={!form.valid}
          busy={form.busy}
          missing={missingText(fieldLabels(form.formRef.current, form.invalidNames))}
        />
      </form>
      <Modal
        isOpen={policy !== null}
        onOpenChange={(open) => (open ? undefined : setPolicy(null))}
        title={policy === "sms" ? t("quote.driver2.smsPolicy") : t("quote.driver2.privacyPolicy")}
        size="lg"
      >
        {({ close }) => (
          <div className="grid gap-3">
            {(policy === "sms" ? props.config.policies.sms : props.config.policies.privacy).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <button type="button" className="btn btn-primary min-h-12 justify-self-end" onClick={close}>
              {t("quote.wizard.close")}
            </button>
          </div>
        )}
      </Modal>
    </StepFrame>
  );
}
