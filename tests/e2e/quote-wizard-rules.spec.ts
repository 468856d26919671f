/**
 * Quote wizard rules in the browser (doc2 §2, §4, §5, §8): revisit after a reload, the California
 * variant discarding another state's draft, licence image errors and a barcode read in the
 * browser, the override modal, and the validation messages beside their fields.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { aamvaPayload, blankPng, pdf417Png, sampleLicencePerson } from "../../platform/reference/testing/licence-images.ts";
import { expectNoAxeViolations, pageScriptsRunning, watchErrors } from "./helpers";

test.describe.configure({ timeout: 180_000 });

async function rememberZip(context: BrowserContext, baseURL: string, place: { zip: string; state: string; city: string }) {
  await context.addCookies([{ name: "quote_start", value: encodeURIComponent(JSON.stringify(place)), url: baseURL }]);
}

const title = (page: Page) => page.locator("#quote-step-title");
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function driver1ByName(page: Page, first: string, last: string, dob: string) {
  await textbox(page, "First name").fill(first);
  await textbox(page, "Last name").fill(last);
  await textbox(page, "Date of birth").fill(dob);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("doc2 §4 revisit: a reload mid-flow keeps the step and every answer", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/quote#driver1");
  await driver1ByName(page, "Riley", "Reload", "07/04/1985");
  await expect(title(page)).toHaveText("How can we reach you?");
  await textbox(page, "Email").fill("riley.reload@example.com");
  await page.reload();
  await expect(title(page)).toHaveText("How can we reach you?");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(title(page)).toHaveText("Let's start with you");
  await expect(textbox(page, "First name")).toHaveValue("Riley");
  await expect(textbox(page, "Date of birth")).toHaveValue("07/04/1985");
  // The reload came back from the server's draft; the browser's storage holds nothing personal.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const personal of ["Riley", "Reload", "07/04/1985", "07-04-1985", "1985", "riley.reload@example.com"]) expect(stored).not.toContain(personal);
  expect(errors).toEqual([]);
});

test("nothing personal in browser storage: after driver steps 1/3 and 2/3 the browser holds no date of birth, licence, e-mail, phone or street; an old copy is removed", async ({
  page,
  context,
  baseURL,
}) => {
  await rememberZip(context, baseURL!, { zip: "75201", state: "TX", city: "Dallas" });
  // A copy of the draft an earlier version of the page left behind.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem(
        "driverPrefill:lonestar",
        JSON.stringify({ data: { driverDob: "02-03-1970", driverLicense: "OLD12345", driverAddress: "9 Old Rd" } }),
      );
      sessionStorage.setItem("seeded", "1");
    }
  });
  await page.goto("/quote#driver1");
  await pageScriptsRunning(page);
  await page.getByRole("radio", { name: "With my driver's license" }).check();
  await textbox(page, "Driver's license number").fill("T7654321");
  await textbox(page, "Date of birth").fill("05/06/1988");
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/quote"));
  await page.getByRole("button", { name: "Continue" }).click();
  await saved;
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain("T7654321");
  if ((await title(page).textContent()) !== "How can we reach you?") {
    // The licence is not a known one: the visitor goes on with their name.
    await page.getByRole("radio", { name: "With my name" }).check();
    await driver1ByName(page, "Storage", "Check", "05/06/1988");
  }
  await expect(title(page)).toHaveText("How can we reach you?");
  await textbox(page, "Email").fill("storage.check@example.com");
  await textbox(page, "Mobile phone").fill("2145550142");
  await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(title(page)).toHaveText("Where do you live?");
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  for (const personal of [
    "05/06/1988",
    "05-06-1988",
    "T7654321",
    "storage.check@example.com",
    "2145550142",
    "214-555-0142",
    "Marilla",
    "02-03-1970",
    "OLD12345",
    "9 Old Rd",
    "driverPrefill",
  ]) {
    expect(stored).not.toContain(personal);
  }
});

test("doc2 §4 revisit: a Texas draft is discarded on the California page", async ({ page, context, baseURL }) => {
  // The brand with a California page (the others send /get-a-quote-ca to /quote), read in English.
  await context.addCookies([{ name: "visited_site", value: "en", url: baseURL! }]);
  await rememberZip(context, baseURL!, { zip: "75201", state: "TX", city: "Dallas" });
  await page.goto("/quote?brand=delsol#driver1");
  await driver1ByName(page, "Tex", "Draft", "01/02/1980");
  await expect(title(page)).toHaveText("How can we reach you?");
  await page.goto("/get-a-quote-ca#driver1");
  await expect(title(page)).toHaveText("Let's start with you");
  await expect(textbox(page, "First name")).toHaveValue("");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");
  await expectNoAxeViolations(page);
  // Opening the page changed nothing; its first step replaces the Texas draft.
  await driver1ByName(page, "Cal", "Fresh", "03/04/1982");
  await expect(title(page)).toHaveText("How can we reach you?");
  // Back on the base page the Texas answers are gone: the California page replaced the draft.
  await page.goto("/quote#driver1");
  await expect(title(page)).toHaveText("How can we reach you?");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(title(page)).toHaveText("Let's start with you");
  await expect(textbox(page, "First name")).toHaveValue("Cal");
});

test("doc2 §2 the step arrives in its place: a browser that holds back animation frames shows it once", async ({ page }) => {
  const errors = watchErrors(page);
  // No animation frame ever runs: nothing may wait for one to show the step.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.goto("/quote#driver1");
  await expect(title(page)).toHaveText("Let's start with you");
  await expect(title(page)).toBeVisible();
  await pageScriptsRunning(page);
  await textbox(page, "First name").fill("Frame");
  await textbox(page, "Last name").fill("Held");
  await page.getByRole("radio", { name: "With my driver's license" }).check();
  await page.getByRole("radio", { name: "With my name" }).check();
  await expect(title(page)).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Let's start with you" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("doc2 §5 override modal: a licence lookup that finds another address asks Yes or No", async ({ page, context, baseURL }) => {
  await rememberZip(context, baseURL!, { zip: "75201", state: "TX", city: "Dallas" });
  await page.goto("/quote#driver1");
  await page.getByRole("radio", { name: "With my driver's license" }).check();
  await textbox(page, "Driver's license number").fill("91002341");
  await textbox(page, "Date of birth").fill("03/14/1988");
  await page.getByRole("button", { name: "Continue" }).click();
  const modal = page.getByRole("alertdialog", { name: "Use the details we found?" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("Maria Alvarado");
  await expect(modal).toContainText("4120 Bluebonnet Trail, Austin, TX 78745");
  await expectNoAxeViolations(page);
  await modal.getByRole("button", { name: "Yes, use them" }).click();
  await expect(title(page)).toHaveText("How can we reach you?");
  await textbox(page, "Email").fill("maria.alvarado@example.com");
  await textbox(page, "Mobile phone").fill("5125550188");
  await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(title(page)).toHaveText("Where do you live?");
  await expect(textbox(page, "Street address")).toHaveValue("4120 Bluebonnet Trail");
  await expect(textbox(page, "ZIP code")).toHaveValue("78745");
});

test("doc2 §5, §8 licence image: too large, wrong type and unreadable images show their messages", async ({ page }) => {
  await page.goto("/quote#driver1");
  await page.getByRole("radio", { name: "Upload a photo of my license" }).check();
  const input = page.getByLabel("Photo of the back of your license");
  await input.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(5_242_881, 1) });
  await expect(page.getByRole("alert")).toHaveText("This file is too large. Upload an image of 5 MB or less.");
  await input.setInputFiles({ name: "licence.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(page.getByRole("alert")).toHaveText("This file type is not supported. Upload a JPG, PNG, WebP or HEIC photo.");
  await input.setInputFiles({ name: "blank.png", mimeType: "image/png", buffer: Buffer.from(blankPng()) });
  await expect(page.getByRole("alert")).toHaveText("We couldn't read the barcode. Take a clearer photo of the back of your license.");
  await expectNoAxeViolations(page);
});

test("doc2 §2 upload and scan: a licence barcode is read into driver step 1", async ({ page }) => {
  const errors = watchErrors(page);
  const png = Buffer.from(await pdf417Png(aamvaPayload(sampleLicencePerson, "10")));
  await page.goto("/quote#driver1");
  // Upload: the platform reads the barcode.
  await page.getByRole("radio", { name: "Upload a photo of my license" }).check();
  await page.getByLabel("Photo of the back of your license").setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: png });
  await expect(textbox(page, "First name")).toHaveValue("MARIA");
  await expect(textbox(page, "Date of birth")).toHaveValue("03/14/1988");
  // Scan: the browser decodes the PDF417 barcode (zxing-wasm, served from our own assets) before sending it.
  const wasm: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".wasm")) wasm.push(new URL(request.url()).origin);
  });
  await page.getByRole("radio", { name: "Scan my license with the camera" }).check();
  await page.getByRole("button", { name: "Open the scanner" }).click();
  await page.getByLabel("Or choose a photo of the barcode").setInputFiles({ name: "scan.png", mimeType: "image/png", buffer: png });
  await expect(textbox(page, "Last name")).toHaveValue("ALVARADO");
  await expect(textbox(page, "Driver's license number")).toHaveValue("91002341");
  expect(wasm.length).toBeGreaterThan(0);
  expect(new Set(wasm)).toEqual(new Set([new URL(page.url()).origin]));
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("doc2 §5 every validation message shows beside its field", async ({ page }) => {
  const error = (id: string) => page.locator(`#${id}-error`);
  await page.goto("/quote#driver1");
  const next = page.getByRole("button", { name: "Continue" });

  // Driver 1/3: names, date patterns, real dates, year range, age limits; Continue stays disabled.
  await textbox(page, "First name").fill("J");
  await textbox(page, "Last name").fill("D");
  await textbox(page, "Date of birth").fill("13/01/1990");
  await textbox(page, "First name").focus();
  await expect(error("d1-first")).toHaveText("Enter a first name of at least 2 letters.");
  await expect(error("d1-last")).toHaveText("Enter a last name of at least 2 letters.");
  await expect(error("d1-dob")).toHaveText("Enter a month from 01 to 12.");
  await expect(next).toBeDisabled();
  await textbox(page, "Date of birth").fill("02/30/1990");
  await expect(error("d1-dob")).toHaveText("This date does not exist on the calendar.");
  await textbox(page, "Date of birth").fill("01/32/1990");
  await expect(error("d1-dob")).toHaveText("Enter a day from 01 to 31.");
  await textbox(page, "Date of birth").fill("01/01/1900");
  await expect(error("d1-dob")).toHaveText("Enter a year between 1920 and 3999.");
  await textbox(page, "Date of birth").fill("01/01/2020");
  await expect(error("d1-dob")).toHaveText("Drivers must be between 16 and 75 years old.");
  await textbox(page, "Date of birth").fill("1990");
  await expect(error("d1-dob")).toHaveText("Enter the date as MM/DD/YYYY.");
  await page.getByRole("radio", { name: "With my driver's license" }).check();
  await textbox(page, "Driver's license number").fill("AB-12*");
  await textbox(page, "Date of birth").fill("01/01/1990");
  await expect(error("d1-license")).toHaveText("Enter your driver's license number using only letters and numbers.");
  await page.getByRole("radio", { name: "With my name" }).check();
  await driver1ByName(page, "Vera", "Validation", "05/05/1975");

  // Driver 2/3: email, phone, consent.
  await expect(title(page)).toHaveText("How can we reach you?");
  await textbox(page, "Email").fill("vera@");
  await textbox(page, "Mobile phone").fill("555123");
  const consent = page.getByRole("checkbox", { name: /I agree to the privacy policy/ });
  await consent.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Space");
  await textbox(page, "Email").focus();
  await expect(error("d2-email")).toHaveText("Enter a valid email address, like name@example.com.");
  await expect(error("d2-phone")).toHaveText("Enter a 10-digit US phone number.");
  await expect(error("d2-consent")).toHaveText("Please accept the privacy policy to continue.");
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await textbox(page, "Email").fill("vera.validation@example.com");
  await textbox(page, "Mobile phone").fill("2145550177");
  await consent.focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Continue" }).click();

  // Driver 3/3: address, zip pattern, zip not served (city and state cleared), required choices.
  await expect(title(page)).toHaveText("Where do you live?");
  await textbox(page, "Street address").fill("12");
  await textbox(page, "City").fill("Nowhere");
  await textbox(page, "ZIP code").fill("123");
  await page.getByRole("radio", { name: "Female" }).focus();
  await page.getByRole("radio", { name: "Single" }).focus();
  await page.getByRole("radio", { name: "Yes" }).focus();
  await page.getByRole("combobox", { name: "License type" }).focus();
  await expect(error("d3-address")).toHaveText("Enter a street address of at least 5 characters.");
  await expect(error("d3-zip")).toHaveText("Enter a 5-digit ZIP code.");
  await expect(error("rg-gender")).toHaveText("Choose a gender.");
  await expect(error("rg-marital")).toHaveText("Choose a marital status.");
  await expect(error("rg-insured")).toHaveText("Tell us whether you have car insurance now.");
  await textbox(page, "ZIP code").fill("00001");
  await textbox(page, "Street address").focus();
  await expect(error("d3-zip")).toHaveText("We don't have quotes for this ZIP code yet.");
  await expect(textbox(page, "City")).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "State" })).toHaveValue("");
  await page.getByRole("combobox", { name: "License type" }).selectOption("6");
  await textbox(page, "Foreign license number").focus();
  await textbox(page, "Street address").focus();
  await expect(error("d3-license-id")).toHaveText("Enter the number of your foreign license.");
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
});
