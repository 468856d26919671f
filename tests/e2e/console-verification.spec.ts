/**
 * The agent console in the browser: two staff members follow the same follow-up record at once, an agent in
 * English and a supervisor in Spanish, each in their own browser context. The shopper's side goes
 * through the platform as the follow-up form's calls do (send codes, enter them, read the status):
 * the codes come from the outbox, the pending record appears in both consoles without a reload
 * (server-sent events), the agent sees each code sent beside the entry and confirms both, and the
 * shopper's status turns verified. A wrong code three times gives the final failure and resets the
 * counters. Anonymous visitors are sent to the console's sign-in. axe finds nothing on any console
 * page in either language.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { openDatabase } from "../../platform/db/index.ts";
import { seedStaff } from "../../platform/seed/staff.ts";
import { expectNoAxeViolations, watchErrors } from "./helpers";
import { atVerificationStep, codeSentTo, proveOwnQuote, seedFollowUpQuote } from "./follow-up-support";
import { E2E_SQLITE_PATH, platformCall, siteToken, staffToken } from "./platform-api";

const PASSWORD = "Console#2026";

interface Status {
  contactVerificationStatus: string;
  verified: boolean;
  outcome: string | null;
  email: { status: string; attempts: number };
  text: { status: string };
}

async function seedConsoleStaff() {
  const store = await openDatabase({ databaseUrl: process.env.DATABASE_URL, sqlitePath: E2E_SQLITE_PATH });
  try {
    await seedStaff(store.db, new Date(), 12);
  } finally {
    await store.close();
  }
}

/** A shopper's follow-up record with both codes sent; the e-mail and phone are unique to this run. */
async function shopperWithCodes(tag: string) {
  const site = await siteToken("lonestar");
  // Letters only (a name takes no digits), different on every run: a retried test meets its own earlier records.
  const run = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  const email = `shopper.${tag}.${Date.now()}@example.com`;
  const phone = `214555${String(Date.now()).slice(-4)}`;
  const prepared = await platformCall<{ transactionId: string }>("POST", "/api/rating/prepareTransaction", {
    token: site,
    body: {
      transaction: {
        term: 6,
        customer: {
          name: "Jordan",
          surname: `Sample ${tag} ${run}`,
          dob: "04/12/1990",
          email,
          phoneNumber: phone,
          gender: 0,
          maritalStatus: 1,
          address: { address: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201" },
        },
        drivers: [{ name: "Jordan", surname: "Sample", dob: "04/12/1990", gender: 0, maritalStatus: 1, relation: 0, licenseType: 1 }],
        cars: [{ vin: "4T1BF1FK5CU123456", year: 2018, maker: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
      },
    },
  });
  const tx = prepared.transactionId;
  const path = `/api/follow-up/tracking/${tx}`;
  await platformCall("POST", path, { token: site, body: { rateQuoteId: `rq-${tag}` } });
  await platformCall("POST", `${path}/codes`, { token: site, body: { channels: ["email", "sms"], firstName: "Jordan", lang: "en" } });
  const codeFor = async (to: string) => {
    const { messages } = await platformCall<{ messages: { text: string; template: string }[] }>("GET", "/api/outbox", {
      token: await staffToken("lonestar"),
      query: { to, limit: "5" },
    });
    const code = /\b(\d{6})\b/.exec(messages.find((m) => m.template === "contactVerificationCode")?.text ?? "")?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  };
  return {
    tx,
    name: `Jordan Sample ${tag} ${run}`,
    emailCode: await codeFor(email),
    textCode: await codeFor(phone),
    submit: (body: Record<string, string>) => platformCall<{ status: Status }>("POST", `${path}/codes/submit`, { token: site, body }),
    status: async () => (await platformCall<{ status: Status }>("GET", `${path}/verification`, { token: site })).status,
  };
}

async function signIn(browser: Browser, baseURL: string, email: string, lang: "en" | "es"): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: lang === "es" ? "es-US" : "en-US" });
  const page = await context.newPage();
  const prefix = lang === "es" ? "/es" : "";
  await page.goto(`${prefix}/console`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/console/sign-in$`));
  await page.getByLabel(lang === "es" ? "Correo electrónico de trabajo" : "Work e-mail").fill(email);
  await page.getByLabel(lang === "es" ? "Contraseña" : "Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: lang === "es" ? "Entrar a la consola" : "Sign in to the console" }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/console$`));
  return page;
}

test.describe("agent console", () => {
  test.beforeAll(seedConsoleStaff);

  test("two consoles follow a verification live; the agent confirms the codes and the shopper is verified; three wrong codes give the final failure", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const agent = await signIn(browser, baseURL!, "agent.lonestar@example.com", "en");
    const supervisor = await signIn(browser, baseURL!, "supervisor@example.com", "es");
    const errors = [...watchErrors(agent), ...watchErrors(supervisor)];
    await expect(agent.getByRole("heading", { level: 1, name: "Verifications and queues" })).toBeVisible();
    await expect(agent.getByText("Live: this page updates as customers enter codes.")).toBeVisible();
    await expect(supervisor.getByText("En vivo: esta página se actualiza cuando los clientes escriben sus códigos.")).toBeVisible();
    await expectNoAxeViolations(agent);
    await expectNoAxeViolations(supervisor);

    // The shopper enters both codes read from the outbox: both consoles show them without a reload.
    const shopper = await shopperWithCodes("live");
    await shopper.submit({ emailCode: shopper.emailCode, textCode: shopper.textCode });
    for (const page of [agent, supervisor]) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: shopper.name }) });
      await expect(card).toBeVisible({ timeout: 10_000 });
      await expect(card.getByTestId("email-code-sent")).toHaveText(shopper.emailCode);
      await expect(card.getByTestId("email-code-entered")).toHaveText(shopper.emailCode);
      await expect(card.getByTestId("sms-code-sent")).toHaveText(shopper.textCode);
    }
    await expect(agent.getByText("Matches the code sent").first()).toBeVisible();
    await expectNoAxeViolations(agent);
    await expectNoAxeViolations(supervisor);
    expect((await shopper.status()).contactVerificationStatus).toBe("verify-2");

    // The agent confirms both by keyboard and mouse; the shopper is verified.
    await agent.getByRole("button", { name: `Confirm the e-mail code of ${shopper.name}` }).click();
    await expect(agent.getByRole("alert")).toHaveText("Decision saved.");
    // A live update after the decision (another shopper's codes arrive) keeps its answer on screen.
    const other = await shopperWithCodes("other");
    await other.submit({ emailCode: other.emailCode, textCode: other.textCode });
    await expect(agent.getByRole("heading", { name: other.name })).toBeVisible({ timeout: 10_000 });
    await expect(agent.getByRole("alert")).toHaveText("Decision saved.");
    const confirmText = agent.getByRole("button", { name: `Confirm the text code of ${shopper.name}` });
    await confirmText.focus();
    await agent.keyboard.press("Enter");
    await expect(agent.getByRole("heading", { name: shopper.name })).toHaveCount(0);
    expect(await shopper.status()).toMatchObject({ contactVerificationStatus: "yes", verified: true });
    // The supervisor's console drops it too, live.
    await expect(supervisor.getByRole("heading", { name: shopper.name })).toHaveCount(0, { timeout: 10_000 });

    // A wrong e-mail code three times: the agent rejects each; the third gives the final failure and resets the counters.
    const wrong = await shopperWithCodes("wrong");
    for (let attempt = 1; attempt <= 3; attempt++) {
      await wrong.submit({ emailCode: wrong.emailCode === "000000" ? "111111" : "000000" });
      const reject = agent.getByRole("button", { name: `Reject the e-mail code of ${wrong.name}` });
      await expect(reject).toBeVisible({ timeout: 10_000 });
      await expect(
        agent
          .getByRole("listitem")
          .filter({ has: agent.getByRole("heading", { name: wrong.name }) })
          .getByText("Does not match the code sent"),
      ).toBeVisible();
      await reject.click();
      await expect(reject).toHaveCount(0);
      const status = await wrong.status();
      if (attempt < 3) expect(status).toMatchObject({ outcome: "emailWrong", email: { status: "no", attempts: attempt } });
      else expect(status).toMatchObject({ outcome: "finalFailure", contactVerificationStatus: "no", email: { status: "expired", attempts: 0 } });
    }
    expect(errors).toEqual([]);
  });

  test("doc3 §4.2 two browsers: the shopper enters the codes in the follow-up form, the agent is notified and confirms them in the console, the shopper's page shows the success without a reload; three rejections give the final message and reset the counters", async ({
    browser,
    baseURL,
  }) => {
    // The shopper's side in English (the Spanish follow-up form is covered by follow-up-journey.spec.ts); the console in English, its record view in both.
    test.setTimeout(240_000);
    const agent = await signIn(browser, baseURL!, "agent.lonestar@example.com", "en");
    const errors = watchErrors(agent);
    const outbox = await staffToken("lonestar");
    const site = await siteToken("lonestar");

    async function shopperAtVerification(tag: string) {
      const stamp = Date.now()
        .toString(36)
        .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
      const shopper = {
        firstName: "Jordan",
        lastName: `Followup${tag}${stamp}`,
        dob: "04/12/1990",
        email: `follow.${tag}.${Date.now()}@example.com`,
        phone: `972555${String(Date.now()).slice(-4)}`,
      };
      const keys = await seedFollowUpQuote(baseURL!, shopper);
      const context = await browser.newContext({ baseURL, locale: "en-US" });
      const page = await context.newPage();
      await proveOwnQuote(page, keys.rateQuoteId, shopper.dob);
      await atVerificationStep(baseURL!, keys, shopper.firstName);
      await page.goto(`/follow-up?transactionId=${keys.transactionId}&rateQuoteId=${keys.rateQuoteId}`);
      await expect(page.getByRole("heading", { level: 2, name: "Verify your contact details" })).toBeVisible();
      // A mark that a reload would wipe: the page must change by itself.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      return {
        ...shopper,
        ...keys,
        name: `${shopper.firstName} ${shopper.lastName}`,
        page,
        status: () =>
          platformCall<{ status: { email: { status: string; attempts: number }; text: { status: string; attempts: number }; outcome: string | null } }>(
            "GET",
            `/api/follow-up/tracking/${keys.transactionId}/verification`,
            { token: site },
          ),
      };
    }
    const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
    const card = (name: string) => agent.getByRole("listitem").filter({ has: agent.getByRole("heading", { level: 3, name }) });

    // The shopper types the codes from the outbox into the form.
    const shopper = await shopperAtVerification("ok");
    const shopperErrors = watchErrors(shopper.page);
    await expectNoAxeViolations(shopper.page);
    await shopper.page.getByLabel("E-mail code").fill(await codeSentTo(baseURL!, outbox, shopper.email));
    await shopper.page.getByLabel("Text message code").fill(await codeSentTo(baseURL!, outbox, shopper.phone));
    await shopper.page.getByRole("button", { name: "Verify codes" }).click();
    await expect(shopper.page.getByRole("dialog", { name: "Checking your codes" })).toBeVisible();
    await expectNoAxeViolations(shopper.page);

    // The console shows the entries and the agent notification live.
    const pending = agent
      .locator("section[aria-labelledby='queue-verifications']")
      .getByRole("listitem")
      .filter({ has: agent.getByRole("heading", { level: 3, name: shopper.name }) });
    await expect(pending).toBeVisible({ timeout: 15_000 });
    await expect(pending.getByTestId("email-code-entered")).toHaveText(await codeSentTo(baseURL!, outbox, shopper.email));
    const notified = agent.locator("section[aria-labelledby='queue-notification']").getByRole("heading", { level: 3, name: shopper.name });
    await expect(notified).toBeVisible();
    await expectNoAxeViolations(agent);

    // The agent confirms both in the console; the shopper's page shows the success by itself.
    await agent.getByRole("button", { name: `Confirm the e-mail code of ${shopper.name}` }).click();
    await expect(agent.getByRole("alert")).toHaveText("Decision saved.");
    // A live update after the decision (another shopper's codes arrive) keeps its answer on screen.
    const other = await shopperWithCodes("other");
    await other.submit({ emailCode: other.emailCode, textCode: other.textCode });
    await expect(agent.getByRole("heading", { name: other.name })).toBeVisible({ timeout: 10_000 });
    await expect(agent.getByRole("alert")).toHaveText("Decision saved.");
    await agent.getByRole("button", { name: `Confirm the text code of ${shopper.name}` }).click();
    await expect(pending).toHaveCount(0);
    // No code awaits any more: the notification was closed by the decision.
    await expect(notified).toHaveCount(0);
    await expect(shopper.page.getByRole("heading", { level: 2, name: "You're all set!" })).toBeVisible({ timeout: 30_000 });
    await expect(shopper.page.getByText("Thank you, Jordan.")).toBeVisible();
    expect(await stayed(shopper.page)).toBe(true);
    await expectNoAxeViolations(shopper.page);

    // The record's history: who decided and when, after it left every queue, in English and Spanish.
    await agent.goto(`/console/records/${shopper.transactionId}`);
    await expect(agent.getByRole("heading", { level: 1, name: `Follow-up record: ${shopper.name}` })).toBeVisible();
    const history = agent.getByRole("table", { name: /Everything that happened to this record/ });
    await expect(history.getByRole("row").filter({ hasText: "Code confirmed" }).filter({ hasText: "Ana Morales" })).toHaveCount(2);
    await expect(history.getByRole("row").filter({ hasText: "Agent notified" })).toHaveCount(1);
    await expect(history.getByRole("row").filter({ hasText: "Notification handled" }).filter({ hasText: "Ana Morales" })).toHaveCount(1);
    await expectNoAxeViolations(agent);
    await agent.goto(`/es/console/records/${shopper.transactionId}`);
    await expect(agent.getByRole("heading", { level: 1, name: `Seguimiento: ${shopper.name}` })).toBeVisible();
    await expect(agent.getByRole("row").filter({ hasText: "Código confirmado" })).toHaveCount(2);
    await expectNoAxeViolations(agent);
    await shopper.page.context().close();

    // A wrong e-mail code three times, rejected in the console: the shopper reads each message, then the final one; the counters reset.
    await agent.goto("/console");
    await expect(agent.getByText("Live: this page updates as customers enter codes.")).toBeVisible();
    const wrong = await shopperAtVerification("wrong");
    const wrongErrors = watchErrors(wrong.page);
    const realEmail = await codeSentTo(baseURL!, outbox, wrong.email);
    const badCode = realEmail === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 3; attempt++) {
      await wrong.page.getByLabel("E-mail code").fill(badCode);
      if (attempt === 1) await wrong.page.getByLabel("Text message code").fill(await codeSentTo(baseURL!, outbox, wrong.phone));
      await wrong.page.getByRole("button", { name: "Verify codes" }).click();
      const entry = card(wrong.name);
      await expect(entry.getByText("Does not match the code sent")).toBeVisible({ timeout: 15_000 });
      if (attempt === 1) await agent.getByRole("button", { name: `Confirm the text code of ${wrong.name}` }).click();
      const reject = agent.getByRole("button", { name: `Reject the e-mail code of ${wrong.name}` });
      await reject.click();
      await expect(reject).toHaveCount(0);
      const message =
        attempt < 3
          ? "The e-mail code was not confirmed. Please check it and try again."
          : "We could not verify your contact details. An agent will call you to finish your policy.";
      await expect(wrong.page.getByRole("alert").filter({ hasText: message })).toBeVisible({ timeout: 30_000 });
      expect(await stayed(wrong.page)).toBe(true);
    }
    expect((await wrong.status()).status).toMatchObject({ outcome: "finalFailure", email: { status: "expired", attempts: 0 }, text: { status: "yes" } });
    await expect(wrong.page.getByText("Phone verified")).toBeVisible();
    await expectNoAxeViolations(wrong.page);
    await wrong.page.context().close();
    expect([...errors, ...shopperErrors, ...wrongErrors]).toEqual([]);
  });

  test(
    "anonymous visitors are sent to the console sign-in; the leads page and a lead pass axe in both languages",
    { tag: "@layout" },
    async ({ browser, baseURL, page }) => {
      test.setTimeout(120_000);
      for (const path of ["/console", "/console/leads", "/es/console/leads"]) {
        await page.goto(path);
        await expect(page).toHaveURL(path.startsWith("/es") ? /\/es\/console\/sign-in$/ : /\/console\/sign-in$/);
      }
      expect((await page.request.get("/console/leads.csv")).status()).toBe(403);
      expect((await page.request.get("/console/events")).status()).toBe(403);
      await expectNoAxeViolations(page);

      const site = await siteToken("lonestar");
      // A last name of this run only (letters), so earlier runs' leads do not match the search.
      const lastName = `Leadtest${Date.now()
        .toString(36)
        .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
      const header = { lang: "en", trackId: "e2e-lead", requestDate: new Date().toISOString(), state: "TX" };
      await platformCall("POST", "/api/lead/create", {
        token: site,
        body: {
          header,
          name: "Casey",
          lastname: lastName,
          email: `casey.${Date.now()}@example.com`,
          phone: "214-555-0199",
          dob: "04/12/1990",
          city: "Dallas",
          zipCode: "75201",
          consent: { consentText: "I agree to be contacted by phone, text and e-mail about insurance quotes.", page: "/get-a-quote" },
        },
      });
      for (const lang of ["en", "es"] as const) {
        const staff = await signIn(browser, baseURL!, "agent.lonestar@example.com", lang);
        await staff.getByRole("link", { name: lang === "es" ? "Prospectos" : "Leads", exact: true }).click();
        await staff.getByLabel(lang === "es" ? "Buscar" : "Search", { exact: true }).fill(lastName);
        await staff.getByRole("button", { name: lang === "es" ? "Buscar" : "Search", exact: true }).click();
        await expect(staff.getByRole("status")).toHaveText(lang === "es" ? "1 prospecto" : "1 lead");
        await expectNoAxeViolations(staff);
        const download = staff.waitForEvent("download");
        await staff.getByRole("link", { name: lang === "es" ? "Descargar CSV" : "Download CSV" }).click();
        expect((await download).suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
        await staff.getByRole("link", { name: lang === "es" ? `Detalles de Casey ${lastName}` : `Details of Casey ${lastName}` }).click();
        await expect(staff.getByRole("heading", { name: lang === "es" ? "Registros de consentimiento (TCPA)" : "Consent records (TCPA)" })).toBeVisible();
        await expect(staff.getByText("I agree to be contacted by phone, text and e-mail about insurance quotes.")).toBeVisible();
        await expectNoAxeViolations(staff);
        await staff.context().close();
      }
    },
  );
});
