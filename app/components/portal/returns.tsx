/**
 * doc3 §2.7, §4.6 the portal's return views: after the payment page (`?token=`: success with the
 * amount and policy number; failure with the carrier link and the result message; while the
 * processor has not confirmed yet, the countdown ring and a fresh look each second) and after a
 * social authorization popup (`?code` / `?error`: the popup leaves a flag for the portal and closes).
 */
import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation, useNavigate, useRevalidator } from "react-router";
import { formatMoney } from "~/components/results-format";
import type { Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import type { PaymentReturn } from "~/routes/portal/portal.server";
import { CountdownRing } from "./countdown-ring";

/** The flag a social authorization popup leaves for the portal (not personal: which outcome, and when). */
export const SOCIAL_RETURN_KEY = "portal.socialReturn";

export function PaymentReturnView({ payment, lang, policiesHref }: { payment: PaymentReturn; lang: Language; policiesHref: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  if (payment.kind === "pending") {
    const params = new URLSearchParams(location.search);
    params.set("waited", "1");
    return (
      <section aria-labelledby="return-title" className="grid gap-4">
        <h2 id="return-title" className="text-2xl font-bold text-ink">
          {t("portal.return.waitingTitle")}
        </h2>
        <CountdownRing
          seconds={payment.waitSeconds}
          label={t("portal.return.waiting")}
          onTick={() => {
            if (revalidator.state === "idle") void revalidator.revalidate();
          }}
          onDone={() => void navigate(`${location.pathname}?${params.toString()}`, { replace: true })}
        />
      </section>
    );
  }
  if (payment.kind === "success") {
    return (
      <section aria-labelledby="return-title" role="status" className="grid gap-3 rounded-card border border-green-200 bg-green-50 p-5">
        <h2 id="return-title" className="text-2xl font-bold text-green-900">
          {t("portal.return.successTitle")}
        </h2>
        <p className="text-green-900">
          {payment.amount !== null
            ? t("portal.return.successBody", { amount: formatMoney(payment.amount, lang), number: payment.policyNumber })
            : t("portal.return.successNoAmount", { number: payment.policyNumber })}
        </p>
        <Link to={policiesHref} className="btn btn-primary justify-self-start">
          {t("portal.return.toPolicies")}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="return-title" role="alert" className="grid gap-3 rounded-card border border-red-200 bg-red-50 p-5">
      <h2 id="return-title" className="text-2xl font-bold text-red-900">
        {t("portal.return.failureTitle")}
      </h2>
      {payment.resultMessage ? <p className="text-red-900">{payment.resultMessage}</p> : <p className="text-red-900">{t("portal.return.failureBody")}</p>}
      <div className="flex flex-wrap gap-2">
        {payment.carrierUrl ? (
          <a className="btn btn-primary" href={payment.carrierUrl} target="_blank" rel="noopener noreferrer">
            {t("portal.return.carrierLink", { carrier: payment.carrierName || t("portal.return.theCarrier") })}
          </a>
        ) : null}
        <Link to={policiesHref} className="btn btn-outline">
          {t("portal.return.toPolicies")}
        </Link>
      </div>
    </section>
  );
}

/**
 * The popup asks for the award (a POST: the page's loader never writes), then leaves the flag and
 * closes; the portal that opened it reloads its data when the flag says connected (doc3 §4.6).
 */
export function SocialReturnView({ outcome, type, code }: { outcome: "connected" | "failed"; type: string | null; code: string | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ intent: string; ok: boolean }>();
  const asked = useRef(false);
  useEffect(() => {
    if (outcome === "connected" && type && code && !asked.current) {
      asked.current = true;
      void fetcher.submit({ intent: "socialConnect", type, code }, { method: "post" });
    }
  }, [outcome, type, code, fetcher]);
  const done = outcome === "failed" || (fetcher.state === "idle" && fetcher.data !== undefined);
  const connected = outcome === "connected" && fetcher.data?.ok === true;
  useEffect(() => {
    if (!done) return;
    try {
      window.localStorage.setItem(SOCIAL_RETURN_KEY, JSON.stringify({ outcome: connected ? "connected" : "failed", at: Date.now() }));
    } catch {
      // storage refused: the portal simply does not reload on its own
    }
    window.close();
  }, [done, connected]);
  return (
    <section className="grid gap-3" role="status">
      <h2 className="text-2xl font-bold text-ink">
        {!done ? t("portal.rewards.loading") : connected ? t("portal.social.connected") : t("portal.social.failed")}
      </h2>
      <p className="text-ink">{t("portal.social.close")}</p>
    </section>
  );
}

/** The portal reloads its data when a social popup it opened says it connected (doc3 §4.6). */
export function useSocialReturnReload() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SOCIAL_RETURN_KEY || !event.newValue) return;
      try {
        if ((JSON.parse(event.newValue) as { outcome?: string }).outcome === "connected") void revalidator.revalidate();
      } catch {
        // not ours
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [revalidator]);
}
