/** Keyboard helpers for the quote wizard's browser tests. */
import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, options: { max?: number; backwards?: boolean } = {}) {
  await expect(target).toBeVisible();
  await target.evaluate((el) => el.setAttribute("data-tab-target", ""));
  try {
    for (let i = 0; i < (options.max ?? 80); i++) {
      if (await page.evaluate(() => document.activeElement?.hasAttribute("data-tab-target") ?? false)) return;
      await page.keyboard.press(options.backwards ? "Shift+Tab" : "Tab");
    }
  } finally {
    await target.evaluate((el) => el.removeAttribute("data-tab-target")).catch(() => undefined);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tab to a field and type into it. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

/** Tab into a radio group, then move with the arrow keys to the wanted option (arrows select it; Space confirms). */
export async function chooseRadio(page: Page, group: Locator, label: string | RegExp) {
  const wanted = group.getByRole("radio", { name: label, exact: true });
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 80; i++) {
    if (await group.evaluate((el) => el.contains(document.activeElement) && (document.activeElement as HTMLInputElement).type === "radio")) break;
    await page.keyboard.press("Tab");
  }
  const count = await group.getByRole("radio").count();
  for (let i = 0; i < count + 1; i++) {
    if (await wanted.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("ArrowRight");
  }
  await page.keyboard.press("Space");
  await expect(wanted).toBeChecked();
}

/** Tab to a select and pick an option by typing its label, as a keyboard user does on a closed select. */
export async function chooseOption(page: Page, select: Locator, label: string) {
  // A list the page asks the server for (the makes of the year just chosen) is asked for once the
  // choice has settled, then comes from the server: wait as long as a server answer may take.
  await expect(select.locator("option", { hasText: label }).first()).toBeAttached({ timeout: 20_000 });
  await tabTo(page, select);
  await page.keyboard.type(label, { delay: 20 });
  // Type-ahead may stop short on long lists: walk with the arrow keys from there.
  const labels = await select.locator("option").allTextContents();
  const wanted = labels.indexOf(label);
  for (let i = 0; i < labels.length; i++) {
    const current = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
    if (current === wanted) break;
    await page.keyboard.press(current < wanted ? "ArrowDown" : "ArrowUp");
  }
  await expect(select.locator("option:checked")).toHaveText(label);
}

/** Tab to a button and press Enter. */
export async function press(page: Page, button: Locator) {
  await expect(button).toBeEnabled();
  await tabTo(page, button);
  await page.keyboard.press("Enter");
}
