/**
 * Staff sign-out: the staff token is revoked on the platform, so a copy of the cookie
 * stops working, and the console's key leaves the session (a customer's sign-in in the same browser
 * is not touched). A GET changes nothing: it only leads to the console's sign-in page.
 */
import { redirect, type Session } from "react-router";
import { commitSession, type VisitorSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import type { Route } from "./+types/sign-out";
import { staffLogout } from "~/.server/platform/console";
import { consoleSession, signInPath } from "./session.server";

export function loader({ context }: Route.LoaderArgs) {
  return redirect(signInPath(context.get(siteContext).lang));
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const session = await consoleSession(request, context);
  const staff = session.get("staff");
  if (staff?.token) await staffLogout(site.platform(), staff.token);
  session.unset("staff");
  return redirect(signInPath(site.lang), { headers: { "Set-Cookie": await commitSession(request, session as unknown as Session<VisitorSession>) } });
}
