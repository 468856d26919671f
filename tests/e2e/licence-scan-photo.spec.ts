/**
 * Licence scan with a chosen photo (doc2 §2 scanimage, §5): the field takes what the upload takes.
 * An iPhone's HEIC, which Chromium cannot decode, and a camera photo of a card held at an angle are
 * read on the server into driver step 1.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { licencePhoto } from "../../platform/reference/testing/licence-photos.ts";
import { expectNoAxeViolations, watchErrors } from "./helpers";

test.describe.configure({ timeout: 180_000 });

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const heic = readFileSync(new URL("../../platform/reference/testing/fixtures/licence-v10.heic", import.meta.url));

async function openScanner(page: Page) {
  await page.goto("/quote#driver1");
  await page.getByRole("radio", { name: "Scan my license with the camera" }).check();
  await page.getByRole("button", { name: "Open the scanner" }).click();
}

test("doc2 §2 scan: a HEIC photo chosen in the scanner is read into driver step 1", async ({ page }) => {
  const errors = watchErrors(page);
  await openScanner(page);
  const field = page.getByLabel("Or choose a photo of the barcode");
  await expect(field).toHaveAttribute("accept", /image\/webp.*image\/heic/);
  await field.setInputFiles({ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heic });
  await expect(textbox(page, "Last name")).toHaveValue("ALVARADO");
  await expect(textbox(page, "Driver's license number")).toHaveValue("91002341");
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("doc2 §2 scan: a photo of a card held at 15° chosen in the scanner is read into driver step 1", async ({ page }) => {
  const errors = watchErrors(page);
  const photo = await licencePhoto("08", 15, 1007);
  await openScanner(page);
  await page.getByLabel("Or choose a photo of the barcode").setInputFiles({ name: "licence.jpg", mimeType: "image/jpeg", buffer: Buffer.from(photo.bytes) });
  // Straightening a photo takes the server a few seconds more than a flat image.
  await expect(textbox(page, "Driver's license number")).toHaveValue(photo.person.licence, { timeout: 60_000 });
  expect(errors).toEqual([]);
});
