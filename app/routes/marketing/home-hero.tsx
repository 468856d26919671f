/** The home page's hero: the brand's authored headline and the zip entry that starts a quote. */
import { useTranslation } from "~/i18n";
import { pick, type Language, type LocalizedString } from "~/domain/site";
import { CheckIcon, PhoneIcon } from "~/components/icons";
import { telHref } from "~/components/phone";
import { ZipEntryForm } from "~/components/zip-entry-form";
import type { AntiFlickerPlan } from "~/domain/public/ab-test";
import { useNonce } from "~/nonce";
import { AbGuard } from "../widgets/ab-guard";

export interface HeroCopy {
  title: LocalizedString;
  subtitle: LocalizedString;
  cta: LocalizedString;
  zipLabel: LocalizedString;
  zipPlaceholder: LocalizedString;
}

/** The zip entry's configured messages (doc1 §5, §8), in the page's language. */
export interface HeroZipMessages {
  invalidMessage: string;
  outOfServiceMessage: string;
}

/** doc1 §2 A/B test of the quote card: the server's variant, and the outside tool's anti-flicker plan. */
export interface QuoteCardTest {
  variant: string | null;
  antiFlicker: AntiFlickerPlan;
}

export function HomeHero({
  hero,
  lang,
  phone,
  zip,
  quoteCard,
  nearestOffice,
}: {
  hero: HeroCopy;
  lang: Language;
  phone: string;
  zip: HeroZipMessages;
  quoteCard?: QuoteCardTest;
  /** The nearest-office invitation (nearest-office-banner.tsx). */
  nearestOffice?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const benefits = t("home.benefits", { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-surface">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 -right-48 size-[40rem] rounded-full bg-[radial-gradient(closest-side,var(--color-primary-tint),transparent)] opacity-70"
      />
      {/* The zip entry follows the headline, so a phone shows it on the first screen; from lg the
          benefits sit under the headline in the first column and the card beside both. */}
      <div className="container-page relative grid gap-6 py-6 sm:gap-8 sm:py-10 md:py-14 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:grid-rows-[auto_auto] lg:gap-x-14 lg:gap-y-5 lg:py-20">
        <div className="grid gap-4 sm:gap-5 lg:col-start-1 lg:row-start-1 lg:self-end">
          <p className="w-fit rounded-full bg-canvas px-3 py-1 text-sm font-bold text-primary-dark shadow-card">{t("home.eyebrow")}</p>
          <h1 id="hero-title" className="text-display font-extrabold text-balance text-ink">
            {pick(hero.title, lang)}
          </h1>
          <p className="max-w-2xl text-lead text-ink-muted">{pick(hero.subtitle, lang)}</p>
        </div>
        <div id="quote" className="rounded-card border border-line bg-canvas p-5 shadow-pop sm:p-7 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          {quoteCard ? <AbGuard plan={quoteCard.antiFlicker} nonce={nonce ?? ""} /> : null}
          <h2 className="text-xl font-bold text-ink">{quoteCard?.variant === "savings" ? t("widgets.ab.quoteCardSavings") : t("home.quoteCardTitle")}</h2>
          <div className="mt-4">
            <ZipEntryForm
              id="hero-zip"
              lang={lang}
              label={pick(hero.zipLabel, lang)}
              placeholder={pick(hero.zipPlaceholder, lang)}
              cta={pick(hero.cta, lang)}
              hint={t("home.zipHelp")}
              invalidMessage={zip.invalidMessage}
              outOfServiceMessage={zip.outOfServiceMessage}
            />
          </div>
          <p className="mt-4 text-sm text-ink-muted">{t("home.quoteCardNote")}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-2 border-t border-line pt-4 text-ink">
            {t("home.orCall")}
            <a href={telHref(phone)} className="link inline-flex min-h-11 items-center gap-1.5">
              <PhoneIcon size={16} />
              {phone}
            </a>
          </p>
        </div>

        <div className="grid gap-5 lg:col-start-1 lg:row-start-2 lg:self-start">
          <ul className="grid gap-2.5">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 font-medium text-ink">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-primary text-white">
                  <CheckIcon size={14} strokeWidth={3} />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          {nearestOffice}
        </div>
      </div>
    </section>
  );
}
