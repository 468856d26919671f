/**
 * doc1 §2 consent form widget: the consent text with its checkbox, and policy buttons that open a
 * modal whose text is chosen by the button's id; a close button hides it. Without JavaScript the
 * buttons are links that show the chosen policy below the form.
 */
import { useState } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/i18n";
import { Modal } from "./modal";
import { useHydrated } from "./popup-hooks";

export interface ConsentPolicyText {
  buttonId: string;
  label: string;
  title: string;
  body: string;
}

export interface ConsentWidgetProps {
  action: string;
  consentText: string;
  policies: ConsentPolicyText[];
  /** The consent page's `id` query parameter (doc3), sent with the consent. */
  consentId: string;
  /** The policy shown without JavaScript (`?policy=`). */
  shownPolicy: string | null;
  error?: string | null;
}

/** doc1 §3 consent checkbox options: the policy text for a button id. */
export function policyFor(policies: readonly ConsentPolicyText[], buttonId: string | null): ConsentPolicyText | null {
  return policies.find((policy) => policy.buttonId === buttonId) ?? null;
}

export function ConsentWidget({ action, consentText, policies, consentId, shownPolicy, error }: ConsentWidgetProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<string | null>(null);
  const openPolicy = policyFor(policies, open);
  const staticPolicy = hydrated ? null : policyFor(policies, shownPolicy);
  const query = (buttonId: string) => `?${new URLSearchParams({ ...(consentId ? { id: consentId } : {}), policy: buttonId }).toString()}#policy`;
  return (
    <div className="grid gap-5">
      <Form method="post" action={action} className="grid gap-4">
        <input type="hidden" name="id" value={consentId} />
        <div className="flex items-start gap-3">
          <input
            id="consent-agree"
            name="agree"
            type="checkbox"
            value="yes"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "consent-agree-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <label htmlFor="consent-agree" className="text-ink">
            {consentText}
          </label>
        </div>
        <p id="consent-agree-error" className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
          {error}
        </p>
        <button type="submit" className="btn btn-primary w-full sm:w-fit">
          {t("widgets.consent.submit")}
        </button>
      </Form>
      {policies.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-semibold text-ink-muted">{t("widgets.consent.readPolicies")}</p>
          <ul className="flex flex-wrap gap-2">
            {policies.map((policy) => (
              <li key={policy.buttonId}>
                <a
                  id={policy.buttonId}
                  href={query(policy.buttonId)}
                  role={hydrated ? "button" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setOpen(policy.buttonId);
                  }}
                  className="btn btn-outline min-h-11"
                >
                  {policy.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {staticPolicy ? (
        <section id="policy" aria-labelledby="policy-title" className="grid gap-2 rounded-card border border-line bg-surface p-4">
          <h2 id="policy-title" className="text-lg font-bold text-ink">
            {staticPolicy.title}
          </h2>
          <p className="text-ink">{staticPolicy.body}</p>
        </section>
      ) : null}
      <Modal isOpen={openPolicy !== null} onOpenChange={(isOpen) => (isOpen ? null : setOpen(null))} title={openPolicy?.title ?? ""}>
        {({ close }) => (
          <div className="grid gap-5">
            <p className="whitespace-pre-line">{openPolicy?.body}</p>
            <button type="button" className="btn btn-primary w-full sm:w-fit" onClick={close}>
              {t("widgets.consent.close")}
            </button>
          </div>
        )}
      </Modal>
    </div>
  );
}
