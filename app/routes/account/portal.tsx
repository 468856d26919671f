/**
 * The portal's dashboard (doc3 §2.7 "Dashboard: greeting"): the configured welcome page by default.
 * Signed-out visitors are sent to the sign-in page. The portal's tabs come with the portal itself.
 */
import { redirect } from "react-router";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { localizePath } from "~/domain/site";
import { SmartLink } from "~/components/smart-link";
import { sitePaths } from "~/components/site-paths";
import { useShellData } from "~/components/root-data";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/portal";
import { shellCustomer } from "./session.server";
import { AccountPage } from "./ui";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { brand, lang } = context.get(siteContext);
  const customer = await shellCustomer(request, context);
  if (!customer) throw redirect(localizePath(sitePaths.signIn, lang));
  return { title: getInstance(context).t("customer.portal.metaTitle", { brand: brand.name }), firstName: customer.firstName };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }] : [];
}

export default function Portal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  return (
    <AccountPage titleId="portal-title" title={t("account.greeting", { name: loaderData.firstName })} intro={t("customer.portal.intro")}>
      <ul className="grid gap-3">
        <li>
          <SmartLink href={sitePaths.makePayment} lang={lang} className="btn btn-primary w-full sm:w-auto">
            {t("customer.portal.makePayment")}
          </SmartLink>
        </li>
        <li>
          <SmartLink href={sitePaths.previousQuotes} lang={lang} className="link font-semibold">
            {t("customer.portal.previousQuotes")}
          </SmartLink>
        </li>
      </ul>
    </AccountPage>
  );
}
