/** The affiliate consent section (doc2 §2, §4, §5): shown when the partner needs consent and it is unchecked. */
import { useTranslation } from "~/i18n";
import { affiliateConsentSchema } from "~/domain/quote/affiliate";
import { CheckboxField } from "~/components/form-field";
import { useStepForm } from "../use-step-form";
import type { WizardProps } from "../wizard";
import { FormNotice, StepButtons, StepFrame, fieldLabels, useMissingText } from "./step-frame";

export function AffiliateConsentStep({ props }: { props: WizardProps }) {
  const { t } = useTranslation();
  const form = useStepForm(affiliateConsentSchema, "affiliate-consent", { id: "affiliate-form" });
  const missingText = useMissingText();
  return (
    <StepFrame title={t("quote.affiliate.title")} intro={t("quote.affiliate.intro")}>
      <form {...form.formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="affiliate-consent" />
        <CheckboxField
          id="aff-consent"
          name="affiliateConsent"
          value="on"
          defaultChecked={props.page.draft.affiliateConsent === true}
          label={t("quote.affiliate.consent")}
          error={form.error("affiliateConsent")}
        />
        <FormNotice notice={form.notice} />
        <StepButtons
          form="affiliate-form"
          nextLabel={t("quote.policy.getQuotes")}
          disabled={!form.valid}
          busy={form.busy}
          missing={missingText(fieldLabels(form.formRef.current, form.invalidNames))}
        />
      </form>
    </StepFrame>
  );
}
