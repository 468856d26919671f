import { describe, expect, it } from "vitest";
import i18next from "i18next";
import en from "~/locales/en";
import es from "~/locales/es";
import { estimatePriceText } from "~/components/estimate-quote-widget";
import { emptyDraft, syncPrimary, type QuoteDraft } from "./draft";
import { estimateOf, estimateRequest, wantsEstimate } from "./estimate";
import type { Step } from "./progress";

const complete = syncPrimary(
  emptyDraft({
    step: "vehicles",
    completed: ["driver"],
    primary: {
      entryMode: "nondl",
      firstName: "Ana",
      lastName: "Reyes",
      dob: "04-12-1990",
      email: "ana@example.com",
      phone: "2145550101",
      privacyConsent: true,
      address: "1500 Marilla St",
      city: "Dallas",
      state: "TX",
      zip: "75201",
      gender: "female",
      marital: "single",
      insured: true,
    },
    vehicles: [{ id: "v1", year: 2020, make: "Toyota", model: "Camry" }],
  }),
);
const at = (step: Step, draft: QuoteDraft = complete): QuoteDraft => ({ ...draft, step });
const coverages = [
  { coverageCd: "BI", val1: "30000", val2: "60000", val3: "" },
  { coverageCd: "PD", val1: "25000", val2: "", val3: "" },
] as const;

describe("doc2 §2 estimated quote widget: when an estimate is asked for", () => {
  it("from the vehicles stage on, once the draft has a zip, a complete driver and a vehicle", () => {
    expect(wantsEstimate(at("vehicles"))).toBe(true);
    expect(wantsEstimate(at("policy"))).toBe(true);
    expect(wantsEstimate(at("affiliateConsent"))).toBe(true);
  });

  it("not during the driver steps, nor at the quote stage where the widget is hidden", () => {
    for (const step of ["driver1", "driver2", "driver3", "driverSummary", "quoteLoading", "quotes", "noQuotes"] as const) {
      expect(wantsEstimate(at(step)), step).toBe(false);
    }
  });

  it("not without a vehicle, a zip or a complete primary driver", () => {
    expect(wantsEstimate({ ...complete, vehicles: [] })).toBe(false);
    expect(wantsEstimate({ ...complete, primary: { ...complete.primary, zip: undefined } })).toBe(false);
    expect(wantsEstimate({ ...complete, primary: { ...complete.primary, email: undefined } })).toBe(false);
    expect(wantsEstimate({ ...complete, drivers: [] })).toBe(false);
  });

  it("with the state minimum package and 6 months until the visitor chooses, then with the choice", () => {
    expect(complete.policy).toMatchObject({ term: 6, coveragePackage: 0, custom: false });
    expect(estimateRequest(complete, coverages)).toMatchObject({
      term: 6,
      coverages,
      customer: { address: { zipCode: "75201" } },
      cars: [{ year: 2020, maker: "Toyota", model: "Camry" }],
    });
    const chosen = { ...at("policy"), policy: { ...complete.policy, term: 12 as const } };
    expect(estimateRequest(chosen, coverages)?.term).toBe(12);
    expect(estimateRequest(at("driverSummary"), coverages)).toBeNull();
  });

  it("a platform answer without a premium leaves the price pending", () => {
    expect(estimateOf({ lowestPremium: 612.4, term: 6 })).toEqual({ lowestPremium: 612.4, term: 6 });
    expect(estimateOf({ lowestPremium: null, term: 6 })).toBeNull();
    expect(estimateOf(null)).toBeNull();
  });
});

describe("doc2 §2 estimated quote widget: the price text", () => {
  const translator = async (lang: "en" | "es") => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { en: { translation: en }, es: { translation: es } }, interpolation: { escapeValue: false } });
    return (key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {});
  };

  it("the price quotes start from, to the cent (never below the cheapest card), with the term, in English and Spanish", async () => {
    expect(estimatePriceText({ lowestPremium: 612.89, term: 6 }, "en", await translator("en"))).toBe("From $612.89 for 6 months");
    expect(estimatePriceText({ lowestPremium: 1480, term: 12 }, "en", await translator("en"))).toBe("From $1,480.00 for 12 months");
    expect(estimatePriceText({ lowestPremium: 612.89, term: 6 }, "es", await translator("es"))).toBe("Desde $612.89 por 6 meses");
  });

  it("the note says it is an estimate", () => {
    expect(en.quote.estimate.note).toBe("Estimate; your final price comes with your quotes");
    expect(es.quote.estimate.note).toBe("Es un estimado; tu precio final llega con tus cotizaciones");
  });
});

describe("doc2 §2, §4 estimated quote widget: the estimate is a price a card shows", () => {
  const plan = (code: string, description: string, totalPremium: number, numOfPayments: number, downPaymentMonths: number | null = numOfPayments ? 1 : 6) => ({
    totalPremium,
    payPlanCode: code,
    payPlanDescription: description,
    payPlanDownPayment: numOfPayments ? Math.round(totalPremium / 3) : totalPremium,
    payPlanPaymentAmount: numOfPayments ? 60 : 0,
    payPlanNumOfPayments: numOfPayments,
    payPlanDownPaymentMonths: downPaymentMonths,
    payPlanEft: code === "EFT",
  });
  const answer = {
    lowestPremium: 380,
    term: 6,
    carriers: [
      // Card rules 1 and 2: its monthly plan puts one month down (whatever its wording), so the card shows it at $380.
      { carrierId: "mesquite-trail", rates: [plan("MO", "Monthly, 5 installments", 380, 5), plan("PIF", "Paid in full", 342, 0)] },
      // The card shows the first plan (monthly at $408.50), not the cheaper paid-in-full one.
      { carrierId: "bluebonnet-lantern", rates: [plan("MO", "Monthly, 5 installments", 408.5, 5), plan("PIF", "Paid in full", 393, 0)] },
      { carrierId: "gulf-breeze", rates: [plan("EFT", "Monthly by bank draft (EFT), 5 installments", 431.2, 5)] },
    ],
  };
  const rules = new Map<string, number[]>([
    ["mesquite-trail", [1, 2]],
    ["gulf-breeze", [3]],
  ]);
  const context = { drivers: [{ dob: "04-12-1990" }], today: "2026-11-26" };

  it("doc2 §4 the lowest premium among the plans the cards show, carrier rules applied: never below every card", () => {
    // Mesquite Trail's card shows its one-month plan ($380), the cheapest card.
    expect(estimateOf(answer, { rules, context })).toEqual({ lowestPremium: 380, term: 6 });
  });

  it("doc2 §4 rule 2: a carrier with no one-month plan (two months down) shows no card and does not set the estimate", () => {
    const twoMonthsDown = { carrierId: "mesquite-trail", rates: [plan("PIF", "Paid in full", 342, 0), plan("QTR", "1 month free, 4 installments", 370, 4, 2)] };
    expect(estimateOf({ ...answer, carriers: [twoMonthsDown, ...answer.carriers.slice(1)] }, { rules, context })).toEqual({ lowestPremium: 408.5, term: 6 });
  });

  it("doc2 §4 a carrier whose rules hide it for these drivers (rule 1, under 21) does not set the estimate", () => {
    const young = { drivers: [{ dob: "04-12-2008" }], today: "2026-11-26" };
    const onlyMesquite = { ...answer, carriers: answer.carriers.slice(0, 1) };
    expect(estimateOf(onlyMesquite, { rules: new Map([["mesquite-trail", [1]]]), context: young })).toBeNull();
    expect(estimateOf(onlyMesquite, { rules: new Map([["mesquite-trail", [1]]]), context })).toEqual({ lowestPremium: 380, term: 6 });
  });
});
