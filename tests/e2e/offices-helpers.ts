/** Shared steps of the office and review browser tests: the Maps stand-in and geolocation. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";

const standIn = readFileSync(fileURLToPath(new URL("./fixtures/google-maps-stand-in.js", import.meta.url)), "utf8");

/** Routes the Maps script to the local stand-in; returns the script URLs the page asked for. */
export async function routeMapsToStandIn(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://maps.googleapis.com/maps/api/js*", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: standIn });
  });
  return requested;
}

/** Makes the Maps script fail to load, as with no network. */
export async function failMapsScript(page: Page) {
  await page.route("https://maps.googleapis.com/**", (route) => route.abort("failed"));
}

/** Real coordinates used by the tests. */
export const places = {
  fortWorth: { latitude: 32.7555, longitude: -97.3308 },
  oklahomaCity: { latitude: 35.4676, longitude: -97.5164 },
};

export async function grantPosition(context: BrowserContext, position: { latitude: number; longitude: number }) {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(position);
}

/**
 * A visitor who refused the site their location before: the browser reports the permission as
 * denied, and a position request fails at once (Chromium refuses a request it was given no
 * permission for, as a browser does after a refusal).
 */
export async function refusePosition(context: BrowserContext) {
  await context.clearPermissions();
  await context.addInitScript(() => {
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) =>
      descriptor.name === "geolocation" ? Promise.resolve({ name: "geolocation", state: "denied", onchange: null } as PermissionStatus) : query(descriptor);
  });
}

/** Console warnings, for geolocation failures (doc1 §8: a warning, nothing for the visitor). */
export function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
}
