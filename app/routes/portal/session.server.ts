/**
 * The portal's server-side guard (doc3 §6): every loader and action starts here.
 * The customer comes from the sealed session cookie (never from the browser); a signed-out visitor
 * is sent to the sign-in page with the address to come back to. The platform client is the
 * customer's endpoint (California customers on the California one), and every customer call carries
 * the customer's own token, so the platform answers only that customer's data whatever id is sent.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { requestSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import type { PlatformClient } from "~/.server/platform";
import type { SessionCustomer } from "~/.server/session";
import { localizePath } from "~/domain/site";
import { clientFor, isCalifornia } from "~/.server/platform/account";
import { customerOf } from "../account/session.server";

export interface PortalCustomer {
  customer: SessionCustomer;
  client: PlatformClient;
}

/** The address to come back to after signing in: this page's own path and query (never another site's). */
export function signInRedirect(url: URL, lang: "en" | "es"): string {
  const back = `${url.pathname}${url.search}`;
  return `${localizePath("/sign-in", lang)}?redirectTo=${encodeURIComponent(back)}`;
}

export async function requireCustomer(request: Request, context: Readonly<RouterContextProvider>, url: URL): Promise<PortalCustomer> {
  const site = context.get(siteContext);
  const customer = customerOf(await requestSession(request, context));
  if (!customer) throw redirect(signInRedirect(url, site.lang));
  return { customer, client: clientFor(site, isCalifornia(customer.state) ? "ca" : "main") };
}

/** A refused token (signed out elsewhere, expired, revoked) is a signed-out visitor too. */
export function signedOut(answer: { ok: boolean; status?: number } | null): boolean {
  return answer !== null && !answer.ok && (answer.status === 401 || answer.status === 403);
}

export function requireAnswer(answer: { ok: boolean; status?: number } | null, url: URL, lang: "en" | "es"): void {
  if (signedOut(answer)) throw redirect(signInRedirect(url, lang));
}
