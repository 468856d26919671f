/**
 * Lead capture (doc2 §3 "Lead record", §4): one lead is created when the visitor reaches the
 * drivers summary, the same lead (same key) is updated as vehicles and coverage are chosen, and it
 * is marked Quoted with the transaction id and its carrier entries once the carriers have answered.
 * Read back from the database of the platform the test server runs.
 */
import { expect, test } from "@playwright/test";
import { watchErrors } from "./helpers";
import { addVehicleByModel, completeDriver3, labels, leadsFor, openOnDriver3, stepTitle, uniquePerson, type LeadRow } from "./quote-wizard-support";

test.describe.configure({ timeout: 180_000 });

async function onlyLead(email: string): Promise<LeadRow> {
  let rows: LeadRow[] = [];
  await expect.poll(async () => (rows = await leadsFor(email)).length).toBe(1);
  return rows[0]!;
}

test("doc2 §4 lead capture: created at the drivers summary, updated by its key until quoted", async ({ page, baseURL }) => {
  const c = labels.en;
  const errors = watchErrors(page);
  const person = uniquePerson("Leadcap");
  // Driver steps 1/3 and 2/3 saved (no lead yet): driver step 3/3 opens, and the visitor answers it.
  await openOnDriver3(page, baseURL!, "en", person);
  expect(await leadsFor(person.email)).toEqual([]);
  await completeDriver3(page, "en", { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" });

  // Reaching the drivers summary created the lead: contact, place and driver details, no vehicle yet.
  const created = await onlyLead(person.email);
  expect(created.status).toBe("Lead");
  expect(created.transactionId).toBeNull();
  expect(created.record).toMatchObject({
    name: person.first,
    lastname: person.last,
    phone: person.phone,
    state: "TX",
    zip: "75201",
    city: "Dallas",
    brand: "lonestar",
    status: "Lead",
    gender: 1,
    marital: 1,
    insured: true,
    vehicle1: { make: "", model: "" },
  });
  expect(String(created.record.visitDate)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  // A vehicle and "continue to coverage" update the same lead.
  await page.getByRole("button", { name: c.toVehicles }).click();
  await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
  await addVehicleByModel(page, "en", { year: "2020", make: "Toyota", model: "Camry" });
  await page.getByRole("button", { name: c.toCoverage }).click();
  await expect(stepTitle(page)).toHaveText(c.titles.coverage);
  await expect.poll(async () => ((await onlyLead(person.email)).record.vehicle1 as { make: string }).make).toBe("Toyota");
  const updated = await onlyLead(person.email);
  expect(updated.leadKey).toBe(created.leadKey);
  expect(updated.status).toBe("Lead");
  expect(updated.record).toMatchObject({ vehicle1: { make: "Toyota", model: "Camry", year: "2020" }, driverCount: 1 });

  // Asking for quotes links it to the transaction; when the carriers have answered it is Quoted, with
  // their entries (doc2 §3: up to 10, cheapest first); it is still the one lead.
  await page.getByRole("button", { name: c.getQuotes }).click();
  const stage = page.locator("#quotes");
  await expect(stage).toHaveAttribute("data-transaction-id", /^tx-/);
  const transactionId = await stage.getAttribute("data-transaction-id");
  await expect.poll(async () => (await onlyLead(person.email)).status).toBe("Quoted");
  const quoted = await onlyLead(person.email);
  expect(quoted.leadKey).toBe(created.leadKey);
  expect(quoted.transactionId).toBe(transactionId);
  expect(quoted.record).toMatchObject({ status: "Quoted", transactionId, term: 6 });
  const carriers = quoted.record.carriers as { companyName: string; premium: number; rateQuoteId: string }[];
  expect(carriers.length).toBeGreaterThan(0);
  expect(carriers.length).toBeLessThanOrEqual(10);
  for (const carrier of carriers)
    expect(carrier).toEqual({ companyName: expect.any(String), premium: expect.any(Number), rateQuoteId: expect.stringMatching(/^rq/) });
  expect(carriers.map((c) => c.premium)).toEqual(carriers.map((c) => c.premium).sort((a, b) => a - b));
  expect(errors).toEqual([]);
});
