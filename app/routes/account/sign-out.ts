/**
 * Sign-out (doc3 §2.5): the customer token is revoked on the platform, so a copy of the cookie
 * stops working, then the session is destroyed and the visitor goes to the sign-in page. A GET
 * changes nothing: it only leads to the sign-in page.
 */
import { redirect } from "react-router";
import { destroySession, getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { localizePath } from "~/domain/site";
import { sitePaths } from "~/components/site-paths";
import type { Route } from "./+types/sign-out";
import { clientFor, isCalifornia, logout } from "~/.server/platform/account";

export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(sitePaths.signIn, context.get(siteContext).lang));
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const session = await getSession(request);
  const customer = session.get("customer");
  if (customer?.token) await logout(clientFor(site, isCalifornia(customer.state) ? "ca" : "main"), customer.token);
  return redirect(localizePath(sitePaths.signIn, site.lang), { headers: { "Set-Cookie": await destroySession(request, session) } });
}
