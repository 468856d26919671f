/**
 * Set a new password (doc3 §2.6, §4.5, §5.5, §7.5, §8): the e-mail's link carries `token` and
 * `state` (CA sends the call to the California endpoint). Password and repeat, 6 to 12 characters
 * with a lowercase, an uppercase, a digit and a special character, equal to the repeat (else the
 * wrong-password message); then the confirmation view, at an address without the token. A used or
 * expired link says so; other failures show the configured message.
 */
import { data, Form, redirect } from "react-router";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { setPasswordSchema } from "~/domain/account/forms";
import { localizePath, pick } from "~/domain/site";
import { TextField } from "~/components/form-field";
import { SmartLink } from "~/components/smart-link";
import { sitePaths } from "~/components/site-paths";
import { useShellData } from "~/components/root-data";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/set-password";
import { clientFor, isCalifornia, setPassword } from "~/.server/platform/account";
import { accountSettings } from "./settings.server";
import { AccountPage, Confirmation, FormMessage, fieldProps, useAccountForm, type FormAnswer } from "./ui";
import { configuredMessage } from "~/domain/message";
import { useMessage } from "~/i18n-message";

const HIDDEN = ["password", "passwordVerify", "token"];

/** The platform's message codes for a link that no longer works. */
const LINK_PROBLEMS: Record<string, string> = {
  TOKEN_USED: "customer.setPassword.used",
  TOKEN_EXPIRED: "customer.setPassword.expired",
  TOKEN_INVALID: "customer.setPassword.invalid",
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const { brand } = context.get(siteContext);
  return {
    title: getInstance(context).t("customer.setPassword.metaTitle", { brand: brand.name }),
    done: url.searchParams.get("done") === "1",
    token: (url.searchParams.get("token") ?? "").slice(0, 200),
    state: (url.searchParams.get("state") ?? "").slice(0, 10),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const submission = parseWithZod(await readForm(request), { schema: setPasswordSchema() });
  if (submission.status !== "success") return data<FormAnswer & { link?: string }>({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const { token, state, password, passwordVerify } = submission.value;
  const answer = await setPassword(clientFor(site, isCalifornia(state) ? "ca" : "main"), { token, password, passwordVerify });
  if (answer?.ok) throw redirect(`${localizePath(sitePaths.setPassword, site.lang)}?done=1`);
  const link = answer?.messageCode ? LINK_PROBLEMS[answer.messageCode] : undefined;
  const message =
    link ?? (answer?.status === 429 ? "customer.signIn.tooMany" : configuredMessage(pick((await accountSettings(context)).setPasswordFailed, site.lang)));
  return data<FormAnswer & { link?: string }>(
    { result: submission.reply({ formErrors: [message], hideFields: HIDDEN }), link },
    { status: answer?.status === 429 ? 429 : 400 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "referrer", content: "no-referrer" }] : [];
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useShellData()?.lang ?? "en";
  const [form, fields] = useAccountForm("set-password", setPasswordSchema(), actionData?.result);
  const noLink = !loaderData.token && !loaderData.done;
  const requestNew = (
    <SmartLink href={sitePaths.forgotPassword} lang={lang} className="link font-semibold">
      {t("customer.setPassword.requestNew")}
    </SmartLink>
  );
  return (
    <AccountPage titleId="set-password-title" title={t("customer.setPassword.title")}>
      {loaderData.done ? (
        <Confirmation title={t("customer.setPassword.doneTitle")} body={t("customer.setPassword.doneBody")}>
          <SmartLink href={sitePaths.signIn} lang={lang} className="btn btn-primary w-full sm:w-auto">
            {t("customer.signIn.submit")}
          </SmartLink>
        </Confirmation>
      ) : noLink ? (
        <div className="grid gap-3">
          <p role="alert" className="font-semibold text-red-800">
            {t("customer.setPassword.invalid")}
          </p>
          {requestNew}
        </div>
      ) : (
        <Form method="post" className="grid gap-5" {...getFormProps(form)}>
          <FormMessage id={form.errorId} messages={form.errors} />
          {actionData?.link ? requestNew : null}
          <input type="hidden" name="token" value={loaderData.token} />
          <input type="hidden" name="state" value={loaderData.state} />
          <TextField
            label={t("customer.setPassword.password")}
            hint={t("customer.setPassword.rule")}
            error={message(fields.password.errors?.[0])}
            type="password"
            autoComplete="new-password"
            maxLength={12}
            {...fieldProps(fields.password)}
          />
          <TextField
            label={t("customer.setPassword.passwordVerify")}
            error={message(fields.passwordVerify.errors?.[0])}
            type="password"
            autoComplete="new-password"
            maxLength={12}
            {...fieldProps(fields.passwordVerify)}
          />
          <button type="submit" className="btn btn-primary w-full sm:w-auto">
            {t("customer.setPassword.submit")}
          </button>
        </Form>
      )}
    </AccountPage>
  );
}
