/**
 * The signed-in customer in the visitor's session (doc3 §2.5, §6): the customer token
 * the platform issued, kept in the sealed session cookie with its expiry, state marker and first
 * name; never the password. The header believes the session only while the platform accepts the
 * token, so a cookie copied before sign-out shows the signed-out header.
 */
import { randomUUID } from "node:crypto";
import type { RouterContextProvider, Session } from "react-router";
import { requestSession, type SessionCustomer, type VisitorSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import type { ShellCustomer } from "~/components/root-data";
import { clientFor, customerName, isCalifornia, type LoginAnswer } from "~/.server/platform/account";

/** Sign-in: the customer goes into the session, under a new session id. */
export function startCustomerSession(session: Session<VisitorSession>, answer: LoginAnswer, remember: boolean): void {
  const customer: SessionCustomer = { token: answer.token, expiresAt: answer.expiresAt, state: answer.state, firstName: answer.firstName, remember };
  session.set("customer", customer);
  session.set("sid", randomUUID());
}

/** The session's customer while the token's expiry has not passed; null otherwise. */
export function customerOf(session: Session<VisitorSession>, now = Date.now()): SessionCustomer | null {
  const customer = session.get("customer");
  if (!customer?.token) return null;
  const expires = Date.parse(customer.expiresAt);
  return Number.isFinite(expires) && expires <= now ? null : customer;
}

/**
 * The customer the header shows (doc1 §2, §6): the platform is asked for the name with the token;
 * a token it refuses (401 or 403: signed out, expired, revoked) is a signed-out visitor. When the
 * platform does not answer, or fails otherwise, the name the session holds is shown.
 */
export async function shellCustomer(request: Request, context: Readonly<RouterContextProvider>): Promise<ShellCustomer | null> {
  const customer = customerOf(await requestSession(request, context));
  if (!customer) return null;
  const site = context.get(siteContext);
  const answer = await customerName(clientFor(site, isCalifornia(customer.state) ? "ca" : "main"), customer.token);
  if (answer === null) return { firstName: customer.firstName };
  if (!answer.ok) return answer.status === 401 || answer.status === 403 ? null : { firstName: customer.firstName };
  return { firstName: answer.data.firstName || customer.firstName };
}
