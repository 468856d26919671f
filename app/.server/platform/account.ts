/**
 * The account calls to the platform (doc3 §7.5, §7.6; doc1 §4 forgot password), typed by their
 * answers. A customer whose state is CA is served by the brand's California endpoint (doc3 §6):
 * `clientFor(site, "CA")` sends every call there.
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";
import type { SiteContext } from "~/.server/site-context";
import { clientForVariant } from "~/.server/platform/variant";
import { servesState } from "~/domain/public/zip-flow";

export type Endpoint = "main" | "ca";

export function isCalifornia(state: string | null | undefined): boolean {
  return (state ?? "").trim().toUpperCase() === "CA";
}

export function clientFor(site: Pick<SiteContext, "platform" | "brand">, endpoint: Endpoint): PlatformClient {
  return clientForVariant(site.platform(), site.brand.endpoints, endpoint === "ca");
}

export const existsAnswer = z.object({ exists: z.boolean() });

/**
 * doc1 §4, doc3 §6: the customer is looked up by e-mail on the main endpoint, then on the
 * California one. Both are asked every time (in parallel), so the time taken does not depend on
 * where, or whether, the customer was found. Null when neither knows the e-mail.
 */
export async function findCustomerEndpoint(site: Pick<SiteContext, "platform" | "brand">, email: string): Promise<Endpoint | null> {
  const [main, ca] = await Promise.all(
    (["main", "ca"] as const).map((endpoint) => clientFor(site, endpoint).post("/api/account/customerExists", { email }, existsAnswer)),
  );
  if (main?.ok && main.data.exists) return "main";
  if (ca?.ok && ca.data.exists) return "ca";
  return null;
}

export const loginAnswer = z.object({
  token: z.string().min(1),
  expiresAt: z.string(),
  state: z.string().default(""),
  customerId: z.union([z.string(), z.number()]).transform(String),
  firstName: z.string().default(""),
  lastName: z.string().default(""),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export function login(client: PlatformClient, body: { email: string; password: string; remember: boolean }): Promise<PlatformAnswer<LoginAnswer>> {
  return client.post("/api/account/login", body, loginAnswer);
}

/** The answer of a call whose content is not read (only whether it succeeded). */
export const ignoredAnswer = z.unknown();

export function logout(client: PlatformClient, token: string): Promise<PlatformAnswer<unknown>> {
  return client.post("/api/account/logout", {}, ignoredAnswer, { auth: { bearer: token } });
}

export const nameAnswer = z.object({ firstName: z.string(), lastName: z.string().default("") });

export function customerName(client: PlatformClient, token: string): Promise<PlatformAnswer<z.infer<typeof nameAnswer>>> {
  return client.get("/api/account/customerName", {}, nameAnswer, { auth: { bearer: token } });
}

export const passwordResetAnswer = z.object({ sent: z.boolean() });

export function requestPasswordReset(client: PlatformClient, email: string, resetUrl: string): Promise<PlatformAnswer<unknown>> {
  return client.post("/api/account/requestPasswordReset", { email, resetUrl }, passwordResetAnswer);
}

export const setPasswordAnswer = z.object({ updated: z.boolean() });

export function setPassword(client: PlatformClient, body: { token: string; password: string; passwordVerify: string }): Promise<PlatformAnswer<unknown>> {
  return client.post("/api/account/setPassword", body, setPasswordAnswer);
}

export const authenticateAnswer = z.object({ authenticated: z.boolean() });

export function authenticate(client: PlatformClient, body: { email: string; phone: string; dob: string }): Promise<PlatformAnswer<unknown>> {
  return client.post("/api/account/authenticate", body, authenticateAnswer);
}

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Year-month-day, padded (doc3 §5.6). */
  dob: string;
  city: string;
  state: string;
  zip: string;
}

export function createCustomer(client: PlatformClient, customer: NewCustomer): Promise<PlatformAnswer<unknown>> {
  const { zip, ...rest } = customer;
  return client.post("/api/account/createCustomer", { ...rest, zipcode: zip, loyaltyEnrollmentStatus: true }, ignoredAnswer);
}

export const zipAnswer = z.object({
  addresses: z.array(z.object({ city: z.string().default(""), state: z.string().default("") })).nullish(),
  isQuoteAvaliable: z.boolean().nullish(),
});

/**
 * doc3 §5.6: the zip's city and state, only when the brand serves that state (`states`, the CMS
 * brand's; the platform's `isQuoteAvaliable` is not consulted); null otherwise.
 */
export async function cityOfZip(
  client: PlatformClient,
  zip: string,
  brand: string,
  states: readonly string[],
): Promise<{ city: string; state: string } | null> {
  const answer = await client.get("/api/address/citybyzip", { zip, brand }, zipAnswer);
  if (!answer?.ok) return null;
  const first = answer.data.addresses?.[0];
  return first?.city && first.state && servesState(states, first.state) ? { city: first.city, state: first.state } : null;
}
