/**
 * Earlier addresses of the account pages (`/account/sign-in`, `/account/forgot-password`,
 * `/account/create`), still linked from content: a permanent redirect to the page's address now.
 */
import { redirect } from "react-router";
import { localizePath, stripLanguagePrefix } from "~/domain/site";
import { sitePaths } from "~/components/site-paths";
import type { Route } from "./+types/moved";

const moved: Record<string, string> = {
  "/account/sign-in": sitePaths.signIn,
  "/account/forgot-password": sitePaths.forgotPassword,
  "/account/create": sitePaths.createAccount,
};

export function loader({ url }: Route.LoaderArgs) {
  const lang = url.pathname === "/es" || url.pathname.startsWith("/es/") ? "es" : "en";
  const to = moved[stripLanguagePrefix(url.pathname).replace(/\/+$/, "")] ?? sitePaths.signIn;
  return redirect(localizePath(to, lang) + url.search, 301);
}
