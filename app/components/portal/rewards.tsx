/**
 * doc3 §2.7, §4.6, §9 Rewards: active when loyalty programs exist; balance and tier with the tier
 * information window (the platform's thresholds, in the CMS wording); ways to earn (the CMS text and
 * the platform's points per rule, the social connect rules left out) and how to redeem; the points history (5 rows, then
 * Show More loading pages of 50 from /portal/points while hasMore); the gift-card catalogue window →
 * the redemption step → the success window with the code and, when present, the pin; closing it
 * reloads the page's data. A failed redemption shows the configured redeem error.
 */
import { useEffect, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Modal } from "~/components/modal";
import { formatDate, formatMoney } from "~/components/results-format";
import {
  canRedeem,
  earnableRules,
  isProgramActive,
  nextOffset,
  rewardDisplayValue,
  shownPin,
  tierMessage,
  tierThresholds,
  visibleHistory,
  HISTORY_FIRST_ROWS,
} from "~/domain/portal/rewards";
import type { Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import { useMessage } from "~/i18n-message";
import type { Loyalty, PointsTransaction, Reward } from "~/domain/portal/answers";
import type { PortalActionData } from "~/routes/portal/portal.server";
import { REDEMPTION_RESOURCE } from "~/domain/portal/paths";

type RedemptionDetails = { ok: true; name: string; cardValue: number; created: string; code: string; pin: string | null } | { ok: false; message: string };
type History = { data: PointsTransaction[]; hasMore: boolean; offset: number };
type PointsPage = ({ ok: true } & History) | { ok: false; message: string };

export interface RewardsProps {
  loyalty: Loyalty | null;
  history: History | null;
  rewards: Reward[];
  texts: { waysToEarn: string; howToRedeem: string; tierInformation: string };
  lang: Language;
  pointsUrl: string;
}

const points = (n: number, lang: Language) => new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US").format(n);

export function RewardsTab({ loyalty, history, rewards, texts, lang, pointsUrl }: RewardsProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [tierOpen, setTierOpen] = useState(false);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const ruleLabel = useRuleLabel();
  if (!loyalty)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t("portal.rewards.unavailable")}
      </p>
    );
  if (!isProgramActive(loyalty.programs)) return <p className="text-ink-muted">{t("portal.rewards.inactive")}</p>;
  const program = loyalty.programs[0]!;
  const balance = program.subLedgers.balance.currentBalance;
  const lifetime = program.subLedgers.lifetime;
  const ways = earnableRules(loyalty.earnRules);
  return (
    <section aria-labelledby="rewards-title" className="grid gap-6">
      <h2 id="rewards-title" className="text-2xl font-bold text-ink">
        {t("portal.rewards.title")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid gap-2 rounded-card border border-line bg-canvas p-5 shadow-card">
          <p className="text-ink-muted">{t("portal.rewards.balance")}</p>
          <p className="text-3xl font-extrabold text-ink" data-testid="points-balance">
            {t("portal.rewards.points", { points: points(balance, lang) })}
          </p>
          <button type="button" className="btn btn-primary justify-self-start" onClick={() => setCatalogueOpen(true)}>
            {t("portal.rewards.redeem")}
          </button>
        </div>
        <div className="grid gap-2 rounded-card border border-line bg-canvas p-5 shadow-card">
          <p className="text-ink-muted">{t("portal.rewards.tier")}</p>
          <p className="text-2xl font-bold text-ink">{t(`portal.tiers.${lifetime.currentTier.name}`)}</p>
          {lifetime.nextTier ? (
            <p className="text-ink">
              {t("portal.rewards.toNext", { points: points(lifetime.pointsToNextTier, lang), tier: t(`portal.tiers.${lifetime.nextTier.name}`) })}
            </p>
          ) : (
            <p className="text-ink">{t("portal.rewards.topTier")}</p>
          )}
          <button type="button" className="link justify-self-start font-semibold" onClick={() => setTierOpen(true)}>
            {t("portal.rewards.tierInfo")}
          </button>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 className="text-lg font-bold text-ink">{t("portal.rewards.waysToEarn")}</h3>
          <p className="text-ink">{texts.waysToEarn}</p>
          {ways.length > 0 ? (
            <ul className="list-disc pl-5 text-ink" data-testid="ways-to-earn">
              {ways.map((rule) => (
                <li key={rule.ruleName}>
                  {t("portal.rewards.earnRule", { rule: ruleLabel(rule.ruleName, rule.ruleName), points: points(rule.points, lang) })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="grid content-start gap-2">
          <h3 className="text-lg font-bold text-ink">{t("portal.rewards.howToRedeem")}</h3>
          <p className="text-ink">{texts.howToRedeem}</p>
        </div>
      </div>
      <PointsHistory first={history} lang={lang} pointsUrl={pointsUrl} />
      <Modal isOpen={tierOpen} onOpenChange={setTierOpen} title={t("portal.rewards.tierInfo")}>
        <div className="grid gap-3">
          <p className="text-ink">{message(tierMessage(texts.tierInformation, loyalty.tiers, (n) => points(n, lang)))}</p>
          <ul className="grid gap-1 text-ink" data-testid="tier-thresholds">
            {tierThresholds(loyalty.tiers).map((tier) => (
              <li key={tier.name}>{t("portal.rewards.tierFrom", { tier: t(`portal.tiers.${tier.name}`), points: points(tier.threshold, lang) })}</li>
            ))}
          </ul>
        </div>
      </Modal>
      <Catalogue open={catalogueOpen} onClose={() => setCatalogueOpen(false)} rewards={rewards} balance={balance} lang={lang} />
    </section>
  );
}

/** A way to earn in the page's language; the platform's own line when the rule is not one the catalogue names. */
function useRuleLabel() {
  const { t } = useTranslation();
  return (ruleName: string, fallback: string) => {
    const key = `portal.rules.${ruleName}`;
    const label = t(key);
    return label === key ? fallback : label;
  };
}

function PointsHistory({ first, lang, pointsUrl }: { first: History | null; lang: Language; pointsUrl: string }) {
  const { t } = useTranslation();
  const ruleLabel = useRuleLabel();
  const fetcher = useFetcher<PointsPage>();
  const [rows, setRows] = useState<PointsTransaction[]>(first?.data ?? []);
  const [hasMore, setHasMore] = useState(first?.hasMore ?? false);
  const [expanded, setExpanded] = useState(false);
  const details = useFetcher<RedemptionDetails>();
  const [detailsOpen, setDetailsOpen] = useState(false);
  useEffect(() => {
    setRows(first?.data ?? []);
    setHasMore(first?.hasMore ?? false);
  }, [first]);
  useEffect(() => {
    const page = fetcher.data;
    if (fetcher.state !== "idle" || !page?.ok) return;
    setRows((loaded) => (loaded.length === page.offset ? [...loaded, ...page.data] : loaded));
    setHasMore(page.hasMore);
  }, [fetcher.state, fetcher.data]);
  if (!first)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t("portal.rewards.historyUnavailable")}
      </p>
    );
  const shown = visibleHistory(rows, expanded);
  const openDetails = (id: string) => {
    setDetailsOpen(true);
    details.load(`${REDEMPTION_RESOURCE}?id=${encodeURIComponent(id)}`);
  };
  const more = (!expanded && rows.length > HISTORY_FIRST_ROWS) || hasMore;
  const showMore = () => {
    if (!expanded) {
      setExpanded(true);
      if (rows.length > HISTORY_FIRST_ROWS) return;
    }
    const offset = nextOffset(rows.length, hasMore);
    if (offset !== null) fetcher.load(`${pointsUrl}?offset=${offset}`);
  };
  return (
    <section aria-labelledby="history-title" className="grid gap-3">
      <h3 id="history-title" className="text-lg font-bold text-ink">
        {t("portal.rewards.history")}
      </h3>
      {rows.length === 0 ? (
        <p className="text-ink-muted">{t("portal.rewards.noHistory")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="points-history">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  {t("portal.rewards.date")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("portal.rewards.activity")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("portal.rewards.pointsColumn")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("portal.rewards.expires")}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-0">
                  <td className="py-2 pr-4">{formatDate(row.created, lang)}</td>
                  <td className="py-2 pr-4">{row.type === "addition" ? ruleLabel(row.ruleName, row.name) : row.name || row.ruleName}</td>
                  <td className={`py-2 pr-4 font-semibold ${row.type === "addition" ? "text-green-800" : "text-red-800"}`}>
                    {row.type === "addition"
                      ? t("portal.rewards.earned", { points: points(row.amount, lang) })
                      : t("portal.rewards.redeemed", { points: points(row.amount, lang) })}
                  </td>
                  <td className="py-2 pr-4">
                    {row.redemptionId ? (
                      <button type="button" className="link font-semibold" onClick={() => openDetails(row.redemptionId!)}>
                        {t("portal.redeem.viewDetails")}
                      </button>
                    ) : row.expiryDate ? (
                      formatDate(row.expiryDate, lang)
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more ? (
        <button type="button" className="btn btn-outline justify-self-start" onClick={showMore} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("portal.rewards.loading") : t("portal.rewards.showMore")}
        </button>
      ) : null}
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="text-red-800">
          {t("portal.rewards.historyUnavailable")}
        </p>
      ) : null}
      <Modal isOpen={detailsOpen} onOpenChange={setDetailsOpen} title={t("portal.redeem.detailsTitle")}>
        {details.state !== "idle" || !details.data ? (
          <p className="text-ink" role="status">
            {t("portal.rewards.loading")}
          </p>
        ) : details.data.ok ? (
          <GiftCard name={details.data.name} cardValue={details.data.cardValue} code={details.data.code} pin={details.data.pin} lang={lang} />
        ) : (
          <p role="alert" className="text-red-800">
            {t("portal.redeem.detailsUnavailable")}
          </p>
        )}
      </Modal>
    </section>
  );
}

function Catalogue({ open, onClose, rewards, balance, lang }: { open: boolean; onClose: () => void; rewards: Reward[]; balance: number; lang: Language }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PortalActionData>();
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<Reward | null>(null);
  const [success, setSuccess] = useState<Extract<PortalActionData, { intent: "redeem"; ok: true }> | null>(null);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.intent === "redeem" && answer.ok) {
      setSuccess(answer);
      setChosen(null);
      onClose();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [answer]);
  const error = answer?.intent === "redeem" && !answer.ok ? answer.message : null;
  const closeSuccess = () => {
    setSuccess(null);
    // doc3 §4.6: closing the success window reloads the page's data (balance, history).
    void revalidator.revalidate();
  };
  return (
    <>
      <Modal
        isOpen={open}
        onOpenChange={(o) => {
          if (!o) {
            setChosen(null);
            onClose();
          }
        }}
        title={chosen ? t("portal.redeem.confirmTitle") : t("portal.redeem.catalogueTitle")}
        size="lg"
      >
        <div className="grid gap-4">
          <p className="text-ink">{t("portal.redeem.balance", { points: points(balance, lang) })}</p>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
              {error}
            </p>
          ) : null}
          {chosen ? (
            <fetcher.Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value="redeem" />
              <input type="hidden" name="rewardType" value={chosen.rewardType} />
              <p className="text-ink">
                {t("portal.redeem.confirm", {
                  points: points(chosen.cardValue, lang),
                  value: formatMoney(rewardDisplayValue(chosen.cardValue), lang),
                  name: chosen.name,
                })}
              </p>
              <div className="flex flex-wrap gap-2">
                <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
                  {fetcher.state !== "idle" ? t("portal.redeem.redeeming") : t("portal.redeem.confirmButton")}
                </button>
                <button type="button" className="btn btn-outline" onClick={() => setChosen(null)} disabled={fetcher.state !== "idle"}>
                  {t("portal.redeem.back")}
                </button>
              </div>
            </fetcher.Form>
          ) : rewards.length === 0 ? (
            <p className="text-ink-muted">{t("portal.redeem.none")}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {rewards.map((reward) => {
                const value = formatMoney(rewardDisplayValue(reward.cardValue), lang);
                const enabled = canRedeem(balance, reward.cardValue);
                return (
                  <li key={reward.rewardType} className="grid gap-2 rounded-lg border border-line p-4">
                    <p className="text-xl font-bold text-ink">{value}</p>
                    <p className="text-ink">{reward.name}</p>
                    <p className="text-sm text-ink-muted">{t("portal.rewards.points", { points: points(reward.cardValue, lang) })}</p>
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={!enabled}
                      onClick={() => setChosen(reward)}
                      aria-label={t("portal.redeem.cardButton", { name: reward.name, points: points(reward.cardValue, lang) })}
                    >
                      {t("portal.rewards.redeem")}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </Modal>
      <Modal isOpen={success !== null} onOpenChange={(o) => !o && closeSuccess()} title={t("portal.redeem.successTitle")} isDismissable={false}>
        {success ? (
          <div className="grid gap-3">
            <GiftCard name={success.name} cardValue={success.cardValue} code={success.code} pin={success.pin} lang={lang} />
            <button type="button" className="btn btn-primary justify-self-start" onClick={closeSuccess}>
              {t("portal.redeem.done")}
            </button>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

/** A gift card's value, code and, when present and not null, its pin (doc3 §5.6). */
function GiftCard({ name, cardValue, code, pin, lang }: { name: string; cardValue: number; code: string; pin: string | null; lang: Language }) {
  const { t } = useTranslation();
  const shown = shownPin(pin);
  return (
    <div className="grid gap-3">
      <p className="text-ink">{t("portal.redeem.successBody", { value: formatMoney(rewardDisplayValue(cardValue), lang), name })}</p>
      <dl className="grid gap-2">
        <div>
          <dt className="text-ink-muted">{t("portal.redeem.code")}</dt>
          <dd className="font-mono text-xl font-bold text-ink" data-testid="gift-code">
            {code}
          </dd>
        </div>
        {shown ? (
          <div>
            <dt className="text-ink-muted">{t("portal.redeem.pin")}</dt>
            <dd className="font-mono text-xl font-bold text-ink" data-testid="gift-pin">
              {shown}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
