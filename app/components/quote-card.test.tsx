/**
 * doc2 §2 quote results, doc2 §3 quote result (rate): the card's pay plan is one of the page's
 * strings, so a brand's labels document (CMS `labelSettings`) that overrides it changes the card,
 * in the language it was written for, like every other string of the page.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { resourcesFor } from "~/.server/translations";
import type { LabelOverride } from "~/.server/content/settings/labels";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { Language } from "~/domain/site";
import { configuredMessage } from "~/domain/message";
import { useMessage } from "~/i18n-message";
import { createI18n, I18nProvider } from "~/i18n";
import { QuoteCard } from "./quote-card";

const quote = {
  rateQuoteId: "rq-1",
  carrierId: "gulf-breeze",
  companyName: "Gulf Breeze",
  companyID: "gulf-breeze",
  logoUrl: "",
  term: 6,
  totalPremium: 450,
  payPlan: "MO",
  payPlanDescription: "Monthly, 5 installments",
  payPlanDownPayment: 100,
  payPlanPaymentAmount: 70,
  payPlanNumOfPayments: 5,
  quoteNumber: "Q-1",
  effectiveDate: "2026-12-01",
  showBuyButton: true,
  bolType: 0,
  openNewWindow: false,
  seq: 1,
  cars: [],
  drivers: [],
} as unknown as CardQuote;

const overrides: LabelOverride[] = [
  { key: "quote.payPlan.monthly", en: "Pay by the month", es: "Pago mes a mes" },
  { key: "quote.errors.dateNotReal", en: "That day is not on the calendar.", es: "Ese día no está en el calendario." },
] as LabelOverride[];

function inPage(lang: Language, labels: readonly LabelOverride[], children: React.ReactNode): string {
  return renderToStaticMarkup(<I18nProvider i18n={createI18n(lang, resourcesFor(lang, labels))}>{children}</I18nProvider>);
}

const card = (lang: Language) => (
  <QuoteCard
    quote={quote}
    lang={lang}
    lowestPaidInFull={false}
    lowestMonthly
    showActions
    chatAvailable={false}
    onBuyNow={() => undefined}
    onDetails={() => undefined}
    onContact={() => undefined}
    onFeedback={() => undefined}
  />
);

/** The text of the card's pay plan. */
const payPlan = (html: string) => /data-testid="pay-plan">([^<]*)</.exec(html)?.[1];

function FieldMessage({ message }: { message: string }) {
  return <p>{useMessage()(message)}</p>;
}

describe("doc2 §2, §3 quote cards read the brand's labels", () => {
  it("the card's pay plan is the locale's by default", () => {
    expect(payPlan(inPage("en", [], card("en")))).toBe("Monthly");
    expect(payPlan(inPage("es", [], card("es")))).toBe("Mensual");
  });

  it("a brand's override of the pay plan label shows on the card, in each language", () => {
    expect(payPlan(inPage("en", overrides, card("en")))).toBe("Pay by the month");
    expect(payPlan(inPage("es", overrides, card("es")))).toBe("Pago mes a mes");
  });

  it("doc2 §4 a field message of previous quotes and the owner check reads the override too", () => {
    expect(inPage("en", overrides, <FieldMessage message="quote.errors.dateNotReal" />)).toBe("<p>That day is not on the calendar.</p>");
    expect(inPage("es", overrides, <FieldMessage message="quote.errors.dateNotReal" />)).toBe("<p>Ese día no está en el calendario.</p>");
    expect(inPage("en", [], <FieldMessage message="quote.errors.dateNotReal" />)).toBe("<p>This date does not exist on the calendar.</p>");
    // A configured text (the platform's, the CMS's) is shown as written.
    expect(inPage("en", overrides, <FieldMessage message={configuredMessage("Must be born before 2008.")} />)).toBe("<p>Must be born before 2008.</p>");
  });
});
