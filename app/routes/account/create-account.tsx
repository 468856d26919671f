/**
 * Create customer (doc3 §2.8, §4.6, §5.6, §7.6, §8): every field required and checked by pattern,
 * the age between the configured limits (default 18 to 85) with the configured invalid-date
 * message, the date of birth sent year-month-day with padded parts. Leaving the zip fills city and
 * state only when a quote is available there. The authentication call (e-mail, phone, date of
 * birth) comes first, then the customer with `loyaltyEnrollmentStatus` true; success goes to the
 * configured page, a failure shows the server's message or the configured default.
 */
import { useEffect, useRef } from "react";
import { data, Form, redirect, useFetcher } from "react-router";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { createCustomerSchema, type CreateCustomerLimits } from "~/domain/account/forms";
import { pick, type Language } from "~/domain/site";
import { TextField } from "~/components/form-field";
import { DateInput } from "~/components/date-input";
import { localHref } from "~/components/smart-link";
import { sitePaths } from "~/components/site-paths";
import { useShellData } from "~/components/root-data";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/create-account";
import type { loader as zipLoader } from "./zip";
import { authenticate, createCustomer } from "~/.server/platform/account";
import { accountSettings, type AccountSettings } from "./settings.server";
import { AccountPage, FormMessage, fieldProps, useAccountForm, type FormAnswer } from "./ui";
import { agencyToday } from "~/domain/agency-time";
import { ZIP_PATTERN } from "~/domain/contact-rules";
import { configuredMessage } from "~/domain/message";
import { useMessage } from "~/i18n-message";

function limitsOf(settings: AccountSettings, lang: Language): CreateCustomerLimits {
  return { minAge: settings.createMinAge, maxAge: settings.createMaxAge, invalidDateMessage: pick(settings.invalidDate, lang), today: agencyToday() };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { brand, lang } = context.get(siteContext);
  return { title: getInstance(context).t("customer.create.metaTitle", { brand: brand.name }), limits: limitsOf(await accountSettings(context), lang) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const settings = await accountSettings(context);
  const submission = parseWithZod(await readForm(request), { schema: createCustomerSchema(limitsOf(settings, site.lang)) });
  if (submission.status !== "success") return data<FormAnswer>({ result: submission.reply() }, { status: 400 });
  const customer = submission.value;
  const client = site.platform();
  const auth = await authenticate(client, { email: customer.email, phone: customer.phone, dob: customer.dob });
  const created = auth?.ok ? await createCustomer(client, customer) : auth;
  if (created?.ok) throw redirect(localHref(settings.createSuccessUrl, site.lang));
  const serverMessage = created && created.status < 500 && created.reason === "api" ? created.message.trim() : "";
  const message = created?.status === 429 ? "customer.signIn.tooMany" : configuredMessage(serverMessage || pick(settings.createFailed, site.lang));
  const status = created === null ? 503 : created.status >= 500 ? 502 : created.status >= 400 ? created.status : 400;
  return data<FormAnswer>({ result: submission.reply({ formErrors: [message] }) }, { status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }] : [];
}

export default function CreateAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useShellData()?.lang ?? "en";
  const [form, fields] = useAccountForm("create-account", createCustomerSchema(loaderData.limits), actionData?.result);

  /** doc3 §5.6: leaving the zip fills city and state, only when a quote is available there. */
  const zipLookup = useFetcher<typeof zipLoader>();
  const place = zipLookup.data;
  const applied = useRef<typeof place>(undefined);
  useEffect(() => {
    // Each answer is applied once: typing in city or state afterwards is never overwritten.
    if (!place || applied.current === place) return;
    applied.current = place;
    if (!("city" in place) || !place.city || !place.state) return;
    form.update({ name: fields.city.name, value: place.city });
    form.update({ name: fields.state.name, value: place.state });
  }, [place, form, fields.city.name, fields.state.name]);
  function fillFromZip(zip: string) {
    if (ZIP_PATTERN.test(zip)) void zipLookup.load(`/account/zip?${new URLSearchParams({ zip }).toString()}`);
  }

  const text = (name: "firstName" | "lastName" | "phone" | "city" | "state" | "zip", extra: Record<string, unknown> = {}) => (
    <TextField label={t(`customer.create.${name}`)} error={message(fields[name].errors?.[0])} {...fieldProps(fields[name])} {...extra} />
  );
  return (
    <AccountPage titleId="create-title" title={t("customer.create.title")} intro={t("customer.create.intro")}>
      <Form method="post" action={localHref(sitePaths.createAccount, lang)} className="grid gap-5" {...getFormProps(form)}>
        <FormMessage id={form.errorId} messages={form.errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          {text("firstName", { autoComplete: "given-name", maxLength: 50 })}
          {text("lastName", { autoComplete: "family-name", maxLength: 50 })}
        </div>
        <TextField label={t("customer.email")} error={message(fields.email.errors?.[0])} type="email" autoComplete="email" {...fieldProps(fields.email)} />
        {text("phone", { type: "tel", autoComplete: "tel-national", hint: t("customer.create.phoneHint"), maxLength: 14 })}
        <DateInput label={t("customer.create.dob")} error={message(fields.dob.errors?.[0])} autoComplete="bday" {...fieldProps(fields.dob)} />
        {text("zip", {
          inputMode: "numeric",
          autoComplete: "postal-code",
          maxLength: 5,
          onBlur: (event: React.FocusEvent<HTMLInputElement>) => fillFromZip(event.currentTarget.value),
        })}
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          {text("city", { autoComplete: "address-level2", maxLength: 60 })}
          {text("state", { autoComplete: "address-level1", maxLength: 2, hint: t("customer.create.stateHint") })}
        </div>
        <button type="submit" className="btn btn-primary w-full sm:w-auto">
          {t("customer.create.submit")}
        </button>
      </Form>
    </AccountPage>
  );
}
