/**
 * Make a payment (doc1 §2, §4, §5, §8): policy number, e-mail, phone and date of birth
 * (month, day, year) find the payment; exactly one outcome follows (make-a-payment.server.ts). With
 * `?token=` the page is the payment result page. The browser checks the fields with the action's own
 * schema; without JavaScript the form posts and the page answers with its messages.
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { useSiteForm } from "~/components/forms/use-site-form";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { DateInput } from "~/components/date-input";
import { TextField } from "~/components/form-field";
import { useShellData } from "~/components/root-data";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { paymentFormSchema } from "~/domain/payment/form";
import { useMessage } from "~/i18n-message";
import { localizePath, type Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/make-a-payment";
import { sitePaths } from "~/components/site-paths";
import { paymentAction, paymentLoader, type PaymentActionData } from "./make-a-payment.server";
import { AlreadyPaidView, Card, DetailsView, FailureWindow, LoadingView, ResultView } from "./payment-views";

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = await paymentLoader({ context, url });
  const { t } = getInstance(context);
  const brand = context.get(siteContext).brand.name;
  return { ...page, title: t("payment.metaTitle", { brand }), description: t("payment.metaDescription", { brand }) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return paymentAction({ request, context, url });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.description }] : [];
}

function PaymentForm({
  settings,
  answer,
  lang,
}: {
  settings: Route.ComponentProps["loaderData"];
  answer: Extract<PaymentActionData, { view: "form" }> | undefined;
  lang: Language;
}) {
  const { t } = useTranslation();
  const { minAge, maxAge, birthDateMessage, now } = settings;
  const schema = useMemo(
    () => paymentFormSchema({ now: new Date(now), minAge, maxAge, messages: { birthDate: birthDateMessage } }),
    [now, minAge, maxAge, birthDateMessage],
  );
  const [form, fields] = useSiteForm({ id: "make-a-payment", schema, lastResult: answer?.result });
  const message = useMessage();
  const text = (errors: string[] | undefined) => message(errors?.[0]);
  return (
    <Form method="post" action={localizePath(sitePaths.makePayment, lang)} {...getFormProps(form)} className="grid gap-5">
      <TextField
        {...getInputProps(fields.policyNumber, { type: "text", ariaAttributes: false })}
        key={fields.policyNumber.key}
        label={t("payment.policyNumber")}
        hint={t("payment.policyNumberHint")}
        error={text(fields.policyNumber.errors)}
        autoComplete="off"
        autoCapitalize="characters"
        className="uppercase-input"
      />
      <TextField
        {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
        key={fields.email.key}
        label={t("payment.email")}
        hint={t("payment.emailHint")}
        error={text(fields.email.errors)}
        autoComplete="email"
      />
      <TextField
        {...getInputProps(fields.phone, { type: "tel", ariaAttributes: false })}
        key={fields.phone.key}
        label={t("payment.phone")}
        hint={t("payment.phoneHint")}
        error={text(fields.phone.errors)}
        autoComplete="tel-national"
      />
      <DateInput
        key={fields.dob.key}
        id={fields.dob.id}
        name={fields.dob.name}
        label={t("payment.dob")}
        defaultValue={typeof fields.dob.initialValue === "string" ? fields.dob.initialValue : undefined}
        error={text(fields.dob.errors)}
        autoComplete="bday"
      />
      <button type="submit" className="btn btn-primary w-full sm:w-fit">
        {t("payment.find")}
      </button>
    </Form>
  );
}

export default function MakeAPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const answer = actionData as PaymentActionData | undefined;

  let body;
  if (loaderData.result) body = <ResultView result={loaderData.result} lang={lang} />;
  else if (busy)
    body = (
      <Card>
        <LoadingView />
      </Card>
    );
  else if (answer?.view === "details") body = <DetailsView policy={answer.policy} payHref={answer.payHref} lang={lang} />;
  else if (answer?.view === "alreadyPaid") body = <AlreadyPaidView policyNumber={answer.policyNumber} lang={lang} />;
  else {
    const formAnswer = answer?.view === "form" ? answer : undefined;
    body = (
      <>
        {formAnswer?.failure ? <FailureWindow failure={formAnswer.failure} /> : null}
        <Card>
          <PaymentForm settings={loaderData} answer={formAnswer} lang={lang} />
        </Card>
      </>
    );
  }

  return (
    <section aria-labelledby="payment-title" className="bg-surface">
      <div className="container-page grid max-w-2xl gap-6 py-10 md:py-16">
        <div className="grid gap-3">
          <h1 id="payment-title" className="text-3xl font-extrabold text-balance text-ink">
            {t("payment.title")}
          </h1>
          {loaderData.result ? null : <p className="text-lead text-ink-muted">{t("payment.intro")}</p>}
        </div>
        {body}
      </div>
    </section>
  );
}
