/**
 * doc3 §2.4 roadside landing: the single and family membership cards with a toggle (who needs
 * coverage: just me, or me and one more driver) that selects a card, each card's buy link, and the
 * compare-memberships modal. Works without JavaScript: both cards and their links are there; the
 * toggle is a pair of radio buttons.
 */
import { useState } from "react";
import { Link } from "react-router";
import { Modal } from "~/components/modal";
import { useTranslation } from "~/i18n";
import { formatDollars } from "./money";

export interface CardView {
  memberType: "single" | "family";
  name: string;
  summary: string;
  price: number;
  features: string[];
}

export function MembershipChooser({ cards, lang, buyHref }: { cards: CardView[]; lang: "en" | "es"; buyHref: (memberType: "single" | "family") => string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<"single" | "family">("single");
  const [comparing, setComparing] = useState(false);
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-bold text-ink">{t("roadside.choose")}</legend>
        <div className="inline-flex w-full flex-wrap gap-2 sm:w-fit">
          {(["single", "family"] as const).map((type) => (
            <label
              key={type}
              className="flex min-h-12 flex-1 cursor-pointer items-center gap-2 rounded-xl border-2 border-line bg-canvas px-4 font-semibold text-ink has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 sm:flex-none"
            >
              <input
                type="radio"
                name="roadside-toggle"
                value={type}
                checked={chosen === type}
                onChange={() => setChosen(type)}
                className="size-4 accent-current"
              />
              {type === "single" ? t("roadside.toggleSingle") : t("roadside.toggleFamily")}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="grid gap-5 md:grid-cols-2" aria-label={t("roadside.compareTitle")}>
        {cards.map((card) => {
          const selected = card.memberType === chosen;
          return (
            <li
              key={card.memberType}
              data-testid={`roadside-card-${card.memberType}`}
              data-selected={selected ? "true" : "false"}
              className={`grid content-start gap-4 rounded-card border-2 bg-canvas p-5 shadow-card sm:p-7 ${selected ? "border-primary" : "border-line"}`}
            >
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-xl font-bold text-ink">{card.name}</h2>
                {selected ? <span className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-white">{t("roadside.selected")}</span> : null}
              </div>
              <p className="text-ink-muted">{card.summary}</p>
              <p className="text-ink">
                <span className="text-3xl font-extrabold">{formatDollars(card.price, lang)}</span> <span>{t("roadside.perTerm")}</span>
              </p>
              <ul className="grid gap-1.5 text-ink">
                {card.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="font-bold text-primary">
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              <Link to={buyHref(card.memberType)} className={`btn ${selected ? "btn-primary" : "btn-outline"} w-full`}>
                {card.memberType === "single" ? t("roadside.buySingle") : t("roadside.buyFamily")}
              </Link>
            </li>
          );
        })}
      </ul>
      <div>
        <button type="button" className="btn btn-outline" onClick={() => setComparing(true)}>
          {t("roadside.compare")}
        </button>
      </div>
      <Modal isOpen={comparing} onOpenChange={setComparing} title={t("roadside.compareTitle")} size="lg">
        {({ close }) => (
          <div className="grid gap-4">
            <CompareTable cards={cards} lang={lang} />
            <button type="button" className="btn btn-primary w-full sm:w-fit" onClick={close}>
              {t("roadside.close")}
            </button>
          </div>
        )}
      </Modal>
    </div>
  );
}

function CompareTable({ cards, lang }: { cards: CardView[]; lang: "en" | "es" }) {
  const { t } = useTranslation();
  const features = [...new Set(cards.flatMap((c) => c.features))];
  const mark = (yes: boolean) => (
    <>
      <span aria-hidden="true">{yes ? "✓" : "—"}</span>
      <span className="sr-only">{yes ? t("roadside.included") : t("roadside.notIncluded")}</span>
    </>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-ink">
        <thead>
          <tr className="border-b-2 border-line">
            <th scope="col" className="py-2 pr-3">
              {t("roadside.compareFeature")}
            </th>
            {cards.map((c) => (
              <th key={c.memberType} scope="col" className="px-3 py-2 text-center">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line">
            <th scope="row" className="py-2 pr-3 font-semibold">
              {t("roadside.comparePrice")}
            </th>
            {cards.map((c) => (
              <td key={c.memberType} className="px-3 py-2 text-center font-bold">
                {formatDollars(c.price, lang)}
              </td>
            ))}
          </tr>
          <tr className="border-b border-line">
            <th scope="row" className="py-2 pr-3 font-semibold">
              {t("roadside.compareMembers")}
            </th>
            {cards.map((c) => (
              <td key={c.memberType} className="px-3 py-2 text-center">
                {c.memberType === "family" ? t("roadside.membersFamily") : t("roadside.membersSingle")}
              </td>
            ))}
          </tr>
          {features.map((feature) => (
            <tr key={feature} className="border-b border-line">
              <th scope="row" className="py-2 pr-3 font-normal">
                {feature}
              </th>
              {cards.map((c) => (
                <td key={c.memberType} className="px-3 py-2 text-center">
                  {mark(c.features.includes(feature))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
