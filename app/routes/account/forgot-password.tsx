/**
 * Forgot password (doc1 §2, §4, §5): an e-mail field whose button stays disabled until the e-mail
 * is valid. The customer is looked up on the main and the California endpoint (both asked every
 * time), the reset is requested where they were found (the main endpoint when nowhere: the platform
 * does the same work and answers the same for an unknown e-mail), and the sent view follows
 * whatever the outcome: the same redirect, status and page for a known or an unknown e-mail.
 * The reset link is built on the brand's own origin (a host the CMS lists), never a foreign one.
 */
import { useState } from "react";
import { data, Form, redirect } from "react-router";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { forgotPasswordSchema } from "~/domain/account/forms";
import { isValidEmail } from "~/domain/public/email";
import { localizePath } from "~/domain/site";
import { TextField } from "~/components/form-field";
import { SmartLink, localHref } from "~/components/smart-link";
import { sitePaths } from "~/components/site-paths";
import { useShellData } from "~/components/root-data";
import { useHydrated } from "~/components/popup-hooks";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/forgot-password";
import { brandOrigin } from "~/.server/brand-origin";
import { clientFor, findCustomerEndpoint, requestPasswordReset } from "~/.server/platform/account";
import { AccountPage, Confirmation, FormMessage, fieldProps, useAccountForm, type FormAnswer } from "./ui";
import { useMessage } from "~/i18n-message";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { brand } = context.get(siteContext);
  return { title: getInstance(context).t("customer.forgot.metaTitle", { brand: brand.name }), sent: url.searchParams.get("sent") === "1" };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema() });
  if (submission.status !== "success") return data<FormAnswer>({ result: submission.reply() }, { status: 400 });
  const { email } = submission.value;
  const endpoint = (await findCustomerEndpoint(site, email)) ?? "main";
  const origin = brandOrigin(site, request, url);
  // The answer is not read: the sent view follows whatever happened (doc1 §4).
  if (origin) await requestPasswordReset(clientFor(site, endpoint), email, origin + localizePath(sitePaths.setPassword, site.lang));
  return redirect(`${localizePath(sitePaths.forgotPassword, site.lang)}?sent=1`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }] : [];
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useShellData()?.lang ?? "en";
  const hydrated = useHydrated();
  const [form, fields] = useAccountForm("forgot-password", forgotPasswordSchema(), actionData?.result);
  const [email, setEmail] = useState(typeof fields.email.initialValue === "string" ? fields.email.initialValue : "");
  return (
    <AccountPage titleId="forgot-title" title={t("customer.forgot.title")} intro={loaderData.sent ? undefined : t("customer.forgot.intro")}>
      {loaderData.sent ? (
        <Confirmation title={t("customer.forgot.sentTitle")} body={t("customer.forgot.sentBody")}>
          <SmartLink href={sitePaths.signIn} lang={lang} className="link font-semibold">
            {t("customer.forgot.backToSignIn")}
          </SmartLink>
        </Confirmation>
      ) : (
        <Form method="post" action={localHref(sitePaths.forgotPassword, lang)} className="grid gap-5" {...getFormProps(form)}>
          <FormMessage id={form.errorId} messages={form.errors} />
          <TextField
            label={t("customer.email")}
            error={message(fields.email.errors?.[0])}
            type="email"
            autoComplete="email"
            onInput={(event) => setEmail(event.currentTarget.value)}
            {...fieldProps(fields.email)}
          />
          {/* doc1 §5: disabled until the e-mail is valid (only once the page's script can enable it). */}
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={hydrated && !isValidEmail(email)}>
            {t("customer.forgot.submit")}
          </button>
        </Form>
      )}
    </AccountPage>
  );
}
