/**
 * Starting the quote wizard at a later step: the visitor's draft is saved on the test server's
 * platform (its drafts API, as the site saves one) and the visitor gets the session cookie that
 * points at it, sealed as the site seals it (the test server's SESSION_SECRET, playwright.config.ts).
 * The quote page then opens on the draft's step with its answers, as it does for a visitor who
 * comes back. The driver steps themselves are clicked through by the journeys that test them
 * (quote-wizard.spec.ts, in English and Spanish).
 */
import type { BrowserContext } from "@playwright/test";
import { createCookie } from "react-router";
import { createSealedSessionStorage } from "../../app/.server/session.ts";
import type { QuoteDraft } from "../../app/domain/quote/draft.ts";
import { E2E_SESSION_SECRET, platformCall, platformUrlFor, siteToken } from "./platform-api";

type Person = { first: string; last: string; email: string; phone: string };
type Address = { street: string; zip: string; city: string; state: string };

/** The draft a visitor leaves after driver steps 1/3 and 2/3 as the support helpers fill them: on driver step 3/3. */
export function draftOnDriver3(person: Person): Partial<QuoteDraft> {
  return {
    step: "driver3",
    completed: [],
    primary: {
      entryMode: "nondl",
      firstName: person.first,
      lastName: person.last,
      dob: "08-21-1987",
      email: person.email,
      phone: person.phone,
      privacyConsent: true,
    },
    visitorKind: "new",
    seen: { page: "general" },
  };
}

/**
 * The draft a visitor leaves after driver steps 1/3 to 3/3 as the support helpers fill them
 * (born 08/21/1987, female, single, insured): on the drivers summary.
 */
export function draftAfterDriverSteps(person: Person, address: Address): Partial<QuoteDraft> {
  const primary = { firstName: person.first, lastName: person.last, dob: "08-21-1987" };
  return {
    step: "driverSummary",
    completed: [],
    primary: {
      ...primary,
      entryMode: "nondl",
      email: person.email,
      phone: person.phone,
      privacyConsent: true,
      address: address.street,
      city: address.city,
      state: address.state,
      zip: address.zip,
      gender: "female",
      marital: "single",
      insured: true,
    },
    drivers: [{ id: "primary", ...primary, relation: 0, gender: "female", marital: "single" }],
    visitorKind: "new",
    mileageRequired: address.state === "CA",
    seen: { page: address.state === "CA" ? "ca" : "general", zip: address.zip },
  };
}

/** The same visitor one step on: on the vehicles step, with no vehicle yet. */
export function draftOnVehicles(person: Person, address: Address): Partial<QuoteDraft> {
  return { ...draftAfterDriverSteps(person, address), step: "vehicles", completed: ["driver"] };
}

/**
 * Saves `draft` for the brand (default the site's default brand) on the test server's platform and gives the browser the session
 * cookie that holds its id; the next visit to the quote page opens on the draft's step.
 */
export async function seedQuoteDraft(
  context: BrowserContext,
  baseURL: string,
  draft: Partial<QuoteDraft>,
  options: { brand?: string; california?: boolean } = {},
): Promise<string> {
  const platform = platformUrlFor(baseURL);
  const token = await siteToken(options.brand, platform);
  // The California page keeps its draft through the brand's California endpoint (app/domain/quote/endpoint.ts).
  const { draftId } = await platformCall<{ draftId: string }>("POST", options.california ? "/api/ca/quote/drafts" : "/api/quote/drafts", {
    platform,
    token,
    body: { data: { ...draft, updatedAt: Date.now() } },
  });
  // The session cookie of a plain-http site, as app/.server/session.ts makes it.
  const cookie = createCookie("session", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 * 60 * 24 * 30 });
  const storage = createSealedSessionStorage({ cookie, secret: E2E_SESSION_SECRET });
  const session = await storage.getSession(null);
  session.set("draftId", draftId);
  const header = await storage.commitSession(session);
  const value = header.slice("session=".length, header.indexOf(";"));
  await context.addCookies([{ name: "session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return draftId;
}
