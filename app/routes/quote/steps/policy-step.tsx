/**
 * Policy (doc2 §2, §9): term (6 months by default), coverage package (the brand's default package;
 * 0, the state minimum, unless set) or custom coverages of the nine codes with their display
 * rules; "Get my quotes" prepares and submits the rating transaction.
 */
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n";
import {
  policySchema,
  formatCoverageLimit,
  coverageHelpKey,
  coverageLabelKey,
  customCoverageStart,
  packageCoverageParts,
  packageStart,
  termStart,
} from "~/domain/quote/coverage";
import { SelectField } from "~/components/form-field";
import { announceCoverageChoice } from "~/components/estimate-quote-widget";
import { useStepForm } from "../use-step-form";
import type { WizardProps } from "../wizard";
import { FormNotice, Honeypot, StepButtons, StepFrame, fieldLabels, useMissingText } from "./step-frame";
import { RadioGroup } from "./radio-group";

export function packageName(t: (key: string, options?: Record<string, unknown>) => string, id: number, fallback: string): string {
  return id >= 0 && id <= 3 ? t(`quote.policy.packages.${id}`) : fallback;
}

export function PolicyStep({ props }: { props: WizardProps }) {
  const { t } = useTranslation();
  const { policy } = props.page.draft;
  const choices = props.page.coverage;
  const defaultCustom = props.config.defaultCustomCoverages;
  const defaultPackage = props.config.defaultPackage;
  const schema = useMemo(
    () => policySchema({ defaultTerm: props.config.defaultTerm, defaultPackage, defaultCustomCoverages: defaultCustom }),
    [props.config.defaultTerm, defaultPackage, defaultCustom],
  );
  const packages = choices?.packages ?? [{ id: 0, name: "", description: "", coverages: [] }];
  // The brand's default package until the visitor has chosen (doc2 §9).
  const startPackage = packageStart(
    policy,
    props.page.draft.completed.includes("policy"),
    defaultPackage,
    packages.map((pkg) => pkg.id),
  );
  // The brand's default term until the visitor has chosen (doc2 §9).
  const startTerm = termStart(policy, props.page.draft.completed.includes("policy"), props.config.defaultTerm);
  const form = useStepForm(schema, "policy", { id: "policy-form" });
  const missingText = useMissingText();
  const [custom, setCustom] = useState(policy.custom);
  // The estimate beside the step follows the term and coverage being chosen (doc2 §2).
  useEffect(() => () => announceCoverageChoice(null), []);
  // Custom coverage's fields come and go with the checkbox: the choice is read again once they show.
  const formRef = form.formRef;
  // The estimate follows the package the step starts with when that is the brand's default, not the draft's.
  const startsAtDefault = (!policy.custom && startPackage !== policy.coveragePackage) || startTerm !== policy.term;
  useEffect(() => {
    if (startsAtDefault) announceCoverageChoice(formRef.current);
  }, [startsAtDefault, formRef]);
  const [customShown, setCustomShown] = useState(custom);
  useEffect(() => {
    if (customShown === custom) return;
    setCustomShown(custom);
    announceCoverageChoice(formRef.current);
  }, [custom, customShown, formRef]);
  return (
    <StepFrame title={t("quote.policy.title")} intro={t("quote.policy.intro")}>
      <form
        {...form.formProps}
        className="grid gap-5"
        onChange={(event) => {
          form.formProps.onChange();
          announceCoverageChoice(event.currentTarget);
        }}
      >
        <input type="hidden" name="intent" value="policy" />
        <Honeypot />
        <RadioGroup
          name="term"
          legend={t("quote.policy.term")}
          options={[
            { value: "6", label: t("quote.policy.months", { count: 6 }) },
            { value: "12", label: t("quote.policy.months", { count: 12 }) },
          ]}
          defaultValue={String(startTerm)}
          error={form.error("term")}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 font-semibold text-ink">{t("quote.policy.package")}</legend>
          {packages.map((pkg) => (
            <label
              key={pkg.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name="coveragePackage"
                value={pkg.id}
                defaultChecked={!custom && startPackage === pkg.id}
                disabled={custom}
                className="mt-0.5 size-5 shrink-0 accent-primary"
              />
              <span className="grid gap-1">
                <span className="font-bold text-ink">{packageName(t, pkg.id, pkg.name)}</span>
                <span className="text-sm text-ink-muted">
                  {packageCoverageParts(pkg.coverages)
                    .map(({ code, amount }) => (amount ? `${t(coverageLabelKey(code))} ${amount}` : t(coverageLabelKey(code))))
                    .join(" · ")}
                </span>
              </span>
            </label>
          ))}
          {custom ? <input type="hidden" name="coveragePackage" value={startPackage} /> : null}
        </fieldset>
        {choices ? (
          <div className="grid gap-3">
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="custom"
                value="on"
                checked={custom}
                onChange={(event) => setCustom(event.currentTarget.checked)}
                className="size-5 accent-primary"
              />
              <span className="font-semibold text-ink">{t("quote.policy.customize")}</span>
            </label>
            {custom ? (
              <div className="grid gap-4 rounded-xl bg-surface p-4 sm:grid-cols-2">
                {choices.definitions.map((definition) => (
                  <SelectField
                    key={definition.code}
                    id={`cov-${definition.code}`}
                    name={`cov.${definition.code}`}
                    label={t(coverageLabelKey(definition.code))}
                    hint={t(coverageHelpKey(definition.code))}
                    defaultValue={customCoverageStart(
                      definition.code,
                      policy.customValues,
                      policy.custom ? policy.customCoverages : defaultCustom,
                      definition.options.find((o) => o.value !== "")?.value ?? "",
                    )}
                  >
                    {definition.options.map((option) => (
                      <option key={option.value || "none"} value={option.value}>
                        {option.value === ""
                          ? t("quote.policy.notIncluded")
                          : option.value === "Y"
                            ? t("quote.policy.included")
                            : formatCoverageLimit(definition.code, option.value)}
                      </option>
                    ))}
                  </SelectField>
                ))}
              </div>
            ) : null}
          </div>
        ) : null}
        <FormNotice notice={form.notice} />
        <StepButtons
          form="policy-form"
          nextLabel={t("quote.policy.getQuotes")}
          disabled={!form.valid}
          busy={form.busy}
          missing={missingText(fieldLabels(form.formRef.current, form.invalidNames))}
        />
      </form>
    </StepFrame>
  );
}
