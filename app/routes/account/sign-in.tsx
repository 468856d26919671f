/**
 * Sign-in (doc3 §2.5, §5.5, §6, §7.5): e-mail and password, remember me. The customer is looked up
 * on the main endpoint, then the California one, and signed in there; the customer token goes into
 * the session under a new session id, and the visitor goes back to the page that sent them here
 * (`?redirectTo=`, a path on this site only) or else to the configured welcome page. A refusal
 * shows the configured failure message; the platform's limit (429) says to wait, never a 500.
 */
import { data, Form, redirect } from "react-router";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { commitSession, requestSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { signInSchema } from "~/domain/account/forms";
import { safeReturnPath } from "~/domain/account/return-path";
import { pick } from "~/domain/site";
import { CheckboxField, TextField } from "~/components/form-field";
import { SmartLink, localHref } from "~/components/smart-link";
import { sitePaths } from "~/components/site-paths";
import { useShellData } from "~/components/root-data";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/sign-in";
import { clientFor, findCustomerEndpoint, login } from "~/.server/platform/account";
import { startCustomerSession } from "./session.server";
import { accountSettings } from "./settings.server";
import { AccountPage, Confirmation, FormMessage, fieldProps, useAccountForm, type FormAnswer } from "./ui";
import { configuredMessage } from "~/domain/message";
import { useMessage } from "~/i18n-message";

const HIDDEN = ["password"];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { brand } = context.get(siteContext);
  return {
    title: getInstance(context).t("customer.signIn.metaTitle", { brand: brand.name }),
    created: url.searchParams.get("created") === "1",
    returnPath: safeReturnPath(url.searchParams.get("redirectTo")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: signInSchema() });
  if (submission.status !== "success") return data<FormAnswer>({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const { email, password, remember } = submission.value;
  const endpoint = (await findCustomerEndpoint(site, email)) ?? "main";
  const answer = await login(clientFor(site, endpoint), { email, password, remember });
  const settings = await accountSettings(context);
  if (answer?.ok) {
    const session = await requestSession(request, context);
    startCustomerSession(session, answer.data, remember);
    const returnPath = safeReturnPath(form.get("redirectTo"));
    throw redirect(returnPath ?? localHref(settings.welcomePage, site.lang), { headers: { "Set-Cookie": await commitSession(request, session) } });
  }
  const limited = answer?.status === 429;
  const unavailable = answer === null || answer.status >= 500;
  const message = limited ? "customer.signIn.tooMany" : unavailable ? "customer.signIn.unavailable" : configuredMessage(pick(settings.signInFailed, site.lang));
  const status = limited ? 429 : unavailable ? 503 : 401;
  return data<FormAnswer>({ result: submission.reply({ formErrors: [message], hideFields: HIDDEN }) }, { status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }] : [];
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useShellData()?.lang ?? "en";
  const [form, fields] = useAccountForm("sign-in", signInSchema(), actionData?.result);
  return (
    <AccountPage titleId="sign-in-title" title={t("customer.signIn.title")} intro={t("customer.signIn.intro")}>
      {loaderData.created ? (
        <div className="mb-5">
          <Confirmation title={t("customer.create.doneTitle")} body={t("customer.create.doneBody")} />
        </div>
      ) : null}
      <Form method="post" action={localHref(sitePaths.signIn, lang)} className="grid gap-5" {...getFormProps(form)}>
        <FormMessage id={form.errorId} messages={form.errors} />
        {loaderData.returnPath ? <input type="hidden" name="redirectTo" value={loaderData.returnPath} /> : null}
        <TextField label={t("customer.email")} error={message(fields.email.errors?.[0])} type="email" autoComplete="email" {...fieldProps(fields.email)} />
        <TextField
          label={t("customer.password")}
          error={message(fields.password.errors?.[0])}
          type="password"
          autoComplete="current-password"
          {...fieldProps(fields.password)}
        />
        <CheckboxField
          label={t("customer.signIn.remember")}
          id={fields.remember.id}
          name={fields.remember.name}
          defaultChecked={fields.remember.initialValue === "on"}
        />
        <button type="submit" className="btn btn-primary w-full sm:w-auto">
          {t("customer.signIn.submit")}
        </button>
      </Form>
      <ul className="mt-5 grid gap-2">
        <li>
          <SmartLink href={sitePaths.forgotPassword} lang={lang} className="link font-semibold">
            {t("customer.signIn.forgot")}
          </SmartLink>
        </li>
        <li>
          <SmartLink href={sitePaths.createAccount} lang={lang} className="link font-semibold">
            {t("customer.signIn.create")}
          </SmartLink>
        </li>
      </ul>
    </AccountPage>
  );
}
