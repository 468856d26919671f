/**
 * Staff sign-in for the agent console: work e-mail and password, checked by the platform
 * (/api/staff/login), separate from customer sign-in. The staff token goes into the sealed session
 * under its own key and a new session id; the member goes to the console. A refusal shows one
 * message whatever was wrong; the platform's limit (429) says to wait; never a 500.
 */
import { data, Form, redirect } from "react-router";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { commitSession, type VisitorSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { localizePath } from "~/domain/site";
import { TextField } from "~/components/form-field";
import { ConsoleFrame } from "~/components/console/console-frame";
import { useMessage } from "~/i18n-message";
import { useShellData } from "~/components/root-data";
import { useTranslation } from "~/i18n";
import { FormMessage, fieldProps, useAccountForm } from "../account/ui";
import type { Route } from "./+types/sign-in";
import { staffSignInSchema } from "./forms";
import { staffLogin, staffMe } from "~/.server/platform/console";
import { consolePaths } from "./paths";
import { consoleSession, startStaffSession, staffOf } from "./session.server";
import type { Session } from "react-router";

interface Answer {
  result: SubmissionResult<string[]>;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  // A member still signed in goes to the console, once the platform confirms the token is still good.
  const staff = staffOf(await consoleSession(request, context));
  if (staff && (await staffMe(site.platform(), staff.token))?.ok) throw redirect(localizePath(consolePaths.home, site.lang));
  const t = getInstance(context).t;
  return { title: t("agentConsole.metaTitle", { page: t("agentConsole.signIn.title"), brand: site.brand.name }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const submission = parseWithZod(await readForm(request), { schema: staffSignInSchema() });
  if (submission.status !== "success") return data<Answer>({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const answer = await staffLogin(site.platform(), submission.value);
  if (answer?.ok) {
    const session = await consoleSession(request, context);
    startStaffSession(session, { token: answer.data.token, expiresAt: answer.data.expiresAt, name: answer.data.staff.name, role: answer.data.staff.role });
    throw redirect(localizePath(consolePaths.home, site.lang), {
      headers: { "Set-Cookie": await commitSession(request, session as unknown as Session<VisitorSession>) },
    });
  }
  const limited = answer?.status === 429;
  const unavailable = answer === null || answer.status >= 500;
  const message = limited ? "agentConsole.signIn.tooMany" : unavailable ? "agentConsole.unavailable" : "agentConsole.signIn.failed";
  return data<Answer>({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status: limited ? 429 : unavailable ? 503 : 401 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function ConsoleSignIn({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useShellData()?.lang ?? "en";
  const [form, fields] = useAccountForm("console-sign-in", staffSignInSchema(), actionData?.result);
  return (
    <ConsoleFrame lang={lang} staff={null} titleId="console-sign-in-title" title={t("agentConsole.signIn.title")} wide={false}>
      <p className="text-lead text-ink-muted">{t("agentConsole.signIn.intro")}</p>
      <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
        <Form method="post" action={localizePath(consolePaths.signIn, lang)} className="grid gap-5" {...getFormProps(form)}>
          <FormMessage id={form.errorId} messages={form.errors?.map((m) => message(m) ?? m)} />
          <TextField
            label={t("agentConsole.signIn.email")}
            error={message(fields.email.errors?.[0])}
            type="email"
            autoComplete="username"
            {...fieldProps(fields.email)}
          />
          <TextField
            label={t("agentConsole.signIn.password")}
            error={message(fields.password.errors?.[0])}
            type="password"
            autoComplete="current-password"
            {...fieldProps(fields.password)}
          />
          <button type="submit" className="btn btn-primary w-full sm:w-auto">
            {t("agentConsole.signIn.submit")}
          </button>
        </Form>
      </div>
    </ConsoleFrame>
  );
}
