/**
 * The quote cards a shopper compares (doc2 §2, §3, §4, §9), in English and Spanish: the figures on
 * each card add up (down payment and installments give the total, the premium plus the plan's
 * installment fees), the detail modal uses the card's plan wording, labels the quote number and the
 * start date, and names every coverage in plain words with what it pays for; the reviews slider is
 * not at the quote stage; on a phone the cards stay compact.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { createQuotedTransaction, expectSampleCards, uniquePhone, type QuotedTransaction } from "./quote-results-support";

const copy = {
  en: {
    dob: "Date of birth",
    see: "See my quote",
    details: /^Quote details: /,
    quoteNumber: "Quote number",
    starts: "Starts",
    date: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    bodilyInjury: "Bodily injury liability",
    bodilyInjuryHelp: "Pays for injuries you cause to other people in a crash.",
    close: "Close",
  },
  es: {
    dob: "Fecha de nacimiento",
    see: "Ver mi cotización",
    details: /^Detalles de la cotización: /,
    quoteNumber: "Número de cotización",
    starts: "Inicia",
    date: /^\d{1,2} de [a-z]+\. de \d{4}$/,
    bodilyInjury: "Responsabilidad civil por lesiones corporales",
    bodilyInjuryHelp: "Paga las lesiones que causes a otras personas en un choque.",
    close: "Cerrar",
  },
} as const;

const money = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));
const cents = (amount: number) => Math.round(amount * 100);

async function openQuotes(page: Page, tx: QuotedTransaction, lang: "en" | "es") {
  await page.goto(`${lang === "es" ? "/es" : ""}/quote?code=${tx.rated[0]}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(copy[lang].dob).fill("04/12/1990");
  await dialog.getByRole("button", { name: copy[lang].see }).click();
  await expect(page).toHaveURL(/#quotes$/);
  await expect(page.locator("article[data-carrier]").first()).toBeVisible();
}

/** The value beside a label in a description list. */
const valueOf = (scope: Locator, label: string) => scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

for (const lang of ["en", "es"] as const) {
  test(`doc2 §3, §4 quote cards add up, the detail modal agrees with the card and names coverages in plain words (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = copy[lang];
    const errors = watchErrors(page);
    await chooseLanguage(context, baseURL!, lang);
    const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone() });
    await openQuotes(page, tx, lang);
    const cards = page.locator("article[data-carrier]");

    // doc2 §2: the reviews slider is not at the quote stage.
    await expect(page.getByTestId("quote-reviews")).toHaveCount(0);

    // doc2 §4: every card's figures add up, and the total is the figure "total payment" sorts by: all six
    // carriers' cards (doc2 §9: five at first, the sixth after "show more").
    await expectSampleCards(page, { lang, reveal: true });
    for (const card of await cards.all()) {
      const premium = money(await card.getByTestId("premium").textContent());
      const down = money(await card.getByTestId("down-payment").textContent());
      const total = money(await card.getByTestId("total").textContent());
      const installments = (await card.getByTestId("installments").textContent()) ?? "";
      const plan = /^(\d+) × (.+)$/.exec(installments);
      expect(cents(down + (plan ? Number(plan[1]) * money(plan[2]!) : 0))).toBe(cents(total));
      const fees = card.getByTestId("plan-fees");
      if ((await fees.count()) > 0) expect(cents(premium + money(await fees.textContent()))).toBe(cents(total));
      else expect(cents(premium)).toBe(cents(total));
    }
    await expect(page.locator('article[data-carrier="red-river"]').getByTestId("plan-fees")).toBeVisible();
    await expectNoAxeViolations(page);

    // The detail modal: the card's plan wording and figures, quote number and start date each under its own label.
    const card = page.locator('article[data-carrier="red-river"]');
    const cardPlan = (await card.getByTestId("pay-plan").textContent())!;
    const cardTotal = (await card.getByTestId("total").textContent())!;
    await card.getByRole("button", { name: t.details }).click();
    const detail = page.getByTestId("quote-detail");
    await expect(detail.getByTestId("detail-pay-plan")).toHaveText(cardPlan);
    await expect(detail).toContainText(cardTotal);
    await expect(valueOf(detail, t.quoteNumber)).toHaveText(/^[A-Z]{2,4}-/);
    await expect(valueOf(detail, t.starts)).toHaveText(t.date);

    // doc2 §3: coverages in plain words with what each pays for, never the codes.
    const rows = detail.getByRole("rowheader");
    await expect(rows.filter({ hasText: t.bodilyInjury })).toContainText(t.bodilyInjuryHelp);
    for (const name of await rows.allTextContents()) expect(name).not.toMatch(/^(BI|PD|UM|UMPD|COMP|COLL)\b|Liability BI|Liability PD/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h6-detail-${lang}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `/tmp/h6-detail-${lang}-390.png` });
    await page.getByRole("button", { name: t.close }).click();

    // On a phone (390 px) a card is compact enough that three compare at a glance.
    await cards.first().evaluate((element) => element.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: `/tmp/h6-cards-${lang}-390.png` });
    const boxes = await Promise.all((await cards.all()).slice(0, 3).map((c) => c.boundingBox()));
    for (const box of boxes) expect(box!.height).toBeLessThanOrEqual(300);
    // Three whole cards fit between the sticky header and the bottom of an 844 px screen.
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(boxes[2]!.y + boxes[2]!.height - boxes[0]!.y).toBeLessThanOrEqual(844 - header.height);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator("#quotes-heading").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/h6-cards-${lang}-1280.png` });
    expect(errors).toEqual([]);
  });
}
