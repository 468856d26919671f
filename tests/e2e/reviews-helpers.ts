/** Shared steps of the review slider browser tests (doc1 §2, §4). */
import { expect, type Locator } from "@playwright/test";

const scrollState = (row: Locator) => row.evaluate((el) => ({ left: el.scrollLeft, width: el.clientWidth, max: el.scrollWidth - el.clientWidth }));

/** Resolves once the row's scroll position has held still for three frames. */
const scrollSettled = (row: Locator) =>
  row.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = el.scrollLeft;
        let still = 0;
        const frame = () => {
          if (el.scrollLeft === last) {
            still++;
          } else {
            last = el.scrollLeft;
            still = 0;
          }
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

/** Arrows scroll by one container width; the left one is hidden at the start, the right one at the end. */
export async function checkSliderArrows(slider: Locator) {
  const row = slider.locator("ul");
  const left = slider.getByTestId("slider-left");
  const right = slider.getByTestId("slider-right");
  await expect(left).toBeHidden();
  await expect(right).toBeVisible();
  const start = await scrollState(row);
  await right.click();
  await expect.poll(async () => (await scrollState(row)).left).toBe(Math.min(start.width, start.max));
  await expect(left).toBeVisible();
  // Keep going to the end: the right arrow hides there. Each click is looked at once the row has
  // stopped moving (a smooth scroll takes a moment), as a visitor would see it.
  for (let i = 0; i < 20 && (await right.isVisible()); i++) {
    const before = (await scrollState(row)).left;
    await right.click();
    await expect.poll(async () => (await scrollState(row)).left).toBeGreaterThan(before);
    await scrollSettled(row);
  }
  await expect(right).toBeHidden();
  await expect
    .poll(async () => {
      const s = await scrollState(row);
      return Math.abs(s.max - s.left) <= 1;
    })
    .toBe(true);
  await left.click();
  await expect(right).toBeVisible();
}

/** Each star row's filled width is its rating out of 5, rounded to 10 % (doc1 §2, §9). */
export async function expectStarsInTenPercentSteps(slider: Locator, rated: RegExp) {
  const stars = slider.getByRole("img", { name: rated });
  const widths = await stars.evaluateAll((nodes) =>
    nodes.map((n) => ({ label: n.getAttribute("aria-label") ?? "", width: (n.lastElementChild as HTMLElement).style.width })),
  );
  expect(widths.length).toBeGreaterThan(3);
  for (const { label, width } of widths) {
    const rating = Number(rated.exec(label)![1]!.replace(",", "."));
    expect(width).toBe(`${Math.round((rating / 5) * 10) * 10}%`);
  }
  return widths.map(({ label }) => Number(rated.exec(label)![1]!.replace(",", ".")));
}
