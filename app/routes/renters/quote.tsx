/**
 * Renters quote → buy → pay online (doc3 §2.3, §4.3, §5.3, §7.3, §8): one form in three
 * tabs (personal information, coverage, payment). "Get my rates" sends the rate request; the
 * payment tab then asks for results every second until every carrier answered, offers each
 * carrier's plans (the installment day for non-annual plans) and the processor's card widget; Buy
 * purchases with the card token: confirmed (with the declarations PDF) or the payment error view.
 * A zip outside the allowed states turns Buy into the join-wait-list label (the wait-list form of
 * the out-of-state page). The action and loader are in ./quote.server.ts.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useFetcherAnswer } from "~/components/forms/use-fetcher-answer";
import { useSiteForm, type AnySchema } from "~/components/forms/use-site-form";
import { CheckboxField, SelectField, TextField } from "~/components/form-field";
import { useShellData } from "~/components/root-data";
import { CardWidget, type CardToken, type WidgetSignal } from "~/components/renters/card-widget";
import { RatesList, money, type CarrierRates } from "~/components/renters/rates";
import { TabList, TabPanel, type RentersTab } from "~/components/renters/tabs";
import { WaitListForm } from "~/components/zip-out-of-state";
import { configuredMessage } from "~/domain/message";
import { useMessage } from "~/i18n-message";
import {
  buySchema,
  canAddRoommate,
  INSTALLMENT_DAYS,
  needsInstallmentDay,
  personalSchema,
  quoteSchema,
  tabOfField,
  type PlanType,
  type RentersFormFields,
} from "~/domain/renters/form";
import { localizePath } from "~/domain/site";
import { useTranslation } from "~/i18n";
import { useAddressAutocomplete } from "../quote/steps/use-address-autocomplete";
import type { Route } from "./+types/quote";
import { rentersPaths } from "./paths";
import { quoteAction, quoteLoader, type QuoteActionData } from "./quote.server";
import type { clientLoader as resultsLoader } from "./results";

export async function loader(args: Route.LoaderArgs) {
  return quoteLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return quoteAction(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.metaTitle }] : [];
}

type LoaderData = Awaited<ReturnType<typeof quoteLoader>>;
interface ResultsAnswer {
  found: boolean;
  available?: boolean;
  isDone?: boolean;
  results?: CarrierRates[];
  errors?: { carrierId: string; message: string }[];
}

const PERSONAL_FIELDS = ["firstName", "lastName", "email", "phone", "address1", "address2", "city", "zip", "effectiveDate"];

/**
 * doc3 §9: the rate results, asked for every second (configurable) until every carrier answered or
 * the wait limit passed, through a fetcher of the language-free resource route (a Spanish page's
 * `.data` request keeps its address: app/.server/resolve-site.ts).
 */
function useResults(transactionId: string | null, intervalMs: number, waitSeconds: number) {
  const [latest, setLatest] = useState<ResultsAnswer | undefined>(undefined);
  const [timedOut, setTimedOut] = useState(false);
  const askResults = useFetcherAnswer(useFetcher<typeof resultsLoader>());
  const done = latest?.isDone === true || latest?.found === false;
  useEffect(() => {
    if (!transactionId) return;
    setLatest(undefined);
    setTimedOut(false);
    const started = Date.now();
    let stopped = false;
    let timer = 0;
    const ask = async () => {
      const answer = await askResults({ transactionId }, { method: "get", action: rentersPaths.results });
      // Undefined: a newer quote's polling replaced this one, or the page left.
      if (stopped || answer === undefined) return;
      if ("found" in answer) {
        setLatest(answer);
        if (!answer.found || ("isDone" in answer && answer.isDone)) return;
      }
      // Not done, or an answer the site did not give: ask again at the next tick.
      if (Date.now() - started > waitSeconds * 1000) return setTimedOut(true);
      timer = window.setTimeout(() => void ask(), intervalMs);
    };
    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [transactionId, intervalMs, waitSeconds, askResults]);
  return { answer: latest?.found ? latest : undefined, done, timedOut: timedOut && !done };
}

export default function RentersQuote({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData as LoaderData;
  const answer = actionData as QuoteActionData | undefined;
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useShellData()?.lang ?? "en";
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const busyIntent = busy ? String(navigation.formData?.get("intent") ?? "") : "";

  const [tab, setTab] = useState<RentersTab>("personal");
  const [quoted, setQuoted] = useState<string | null>(null);
  const [outOfState, setOutOfState] = useState<Extract<QuoteActionData, { view: "form" }>["outOfState"]>(undefined);
  const [showWaitList, setShowWaitList] = useState(false);
  const [selection, setSelection] = useState<{ carrierId: string; planType: PlanType } | null>(null);
  const [token, setToken] = useState<CardToken | null>(null);
  // doc3 §7.3, §8: the card widget's state from its window events; "error" offers a retry.
  const [widget, setWidget] = useState<"loading" | "ready" | "generating" | "failed" | "error">("loading");
  const [widgetAttempt, setWidgetAttempt] = useState(0);
  const [hasParty, setHasParty] = useState(data.defaultValue.hasInterestedParty === "on");
  const [contents, setContents] = useState(String(data.defaultValue.contents));

  const lastResult = answer?.view === "form" ? (answer.result as SubmissionResult<string[]>) : undefined;
  const [form, fields] = useSiteForm<AnySchema, RentersFormFields>({
    id: "renters-quote",
    lastResult,
    defaultValue: data.defaultValue,
    // The same schemas as the action: the rate request's, or the purchase's when Buy was pressed.
    schema: (formData) => (formData.get("intent") === "buy" ? buySchema(data.form) : quoteSchema(data.form)),
  });

  // The action's answer: a new quote goes to the payment tab; out of state shows the wait list there.
  useEffect(() => {
    if (answer?.view !== "form") return;
    if (answer.quoted?.transactionId && answer.quoted.state) {
      setQuoted(answer.quoted.transactionId);
      setOutOfState(undefined);
      setSelection(null);
      setTab("payment");
    } else if (answer.outOfState) {
      setOutOfState(answer.outOfState);
      setQuoted(null);
      setTab("payment");
    }
  }, [answer]);
  useEffect(() => {
    if (answer?.view === "failed") {
      setToken(null);
      setWidget((current) => (current === "generating" ? "ready" : current));
      setTab("payment");
    }
  }, [answer]);

  // Errors on another tab (a submit with fields left wrong there) show that tab.
  const errorNames = Object.keys(form.allErrors);
  useEffect(() => {
    if (errorNames.length === 0) return;
    const tabs = errorNames.map(tabOfField);
    if (!tabs.includes(tab)) setTab(tabs[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorNames.join("|")]);

  const results = useResults(quoted, data.pollIntervalMs, data.rateWaitSeconds);
  const rates = results.answer?.results ?? [];
  const carrierErrors = results.answer?.errors ?? [];

  const formRef = useRef<HTMLFormElement>(null);
  const toCoverage = () => {
    const element = formRef.current;
    if (!element) return;
    const check = personalSchema(data.form).safeParse(Object.fromEntries(new FormData(element)));
    // Roommate and party fields are checked by the form itself on their way out (conform paths).
    const bad = PERSONAL_FIELDS.filter((name) => !check.success && check.error.issues.some((issue) => issue.path[0] === name));
    for (const name of PERSONAL_FIELDS) form.validate({ name });
    if (bad.length > 0) {
      element.querySelector<HTMLElement>(`[name="${bad[0]}"]`)?.focus();
      return;
    }
    setTab("coverage");
  };

  const chooseAddress = useCallback(
    (choice: { address: string; city: string; zip: string }) => {
      if (choice.address) form.update({ name: fields.address1.name, value: choice.address });
      if (choice.city) form.update({ name: fields.city.name, value: choice.city });
      if (choice.zip) form.update({ name: fields.zip.name, value: choice.zip });
    },
    [form, fields.address1.name, fields.city.name, fields.zip.name],
  );
  const onAddressFocus = useAddressAutocomplete(data.mapsKey, lang, chooseAddress);

  const onSignal = useCallback((signal: WidgetSignal) => {
    if (signal.kind === "initialized") setWidget((current) => (current === "loading" || current === "error" ? "ready" : current));
    else if (signal.kind === "token") {
      setToken(signal.token);
      setWidget("ready");
    } else if (signal.kind === "generating") {
      setToken(null);
      setWidget("generating");
    } else if (signal.kind === "failed") setWidget("failed");
    else if (signal.kind === "error") setWidget("error");
  }, []);
  const retryWidget = () => {
    setToken(null);
    setWidget("loading");
    setWidgetAttempt((n) => n + 1);
  };

  const roommates = fields.roommates.getFieldList();
  const dOptions = data.coverage.CoverageD[contents] ?? [];
  const plan = selection?.planType;
  const labels = useMemo(() => ({ personal: t("renters.tabs.personal"), coverage: t("renters.tabs.coverage"), payment: t("renters.tabs.payment") }), [t]);
  const amount = (value: number) => (value === 0 ? t("renters.coverage.none") : money(value, lang).replace(/\.00$/, ""));
  const errorOf = (name: string) => message(form.allErrors[name]?.[0]);

  if (answer?.view === "confirmed") {
    return (
      <Shell title={data.texts.title} intro={data.texts.intro}>
        <div role="status" className="grid gap-4">
          <FocusedHeading text={data.texts.confirmedTitle} />
          <p className="text-ink">{message(configuredMessage(data.texts.confirmedMessage, [answer.policyNumber, answer.email]))}</p>
          <p>
            <a
              className="btn btn-primary"
              href={`${localizePath(rentersPaths.declarations, lang)}?transactionId=${encodeURIComponent(answer.transactionId)}`}
              download
            >
              {t("renters.confirmed.download")}
            </a>
          </p>
          <p>
            <a className="link font-semibold" href={localizePath("/portal", lang)}>
              {t("renters.confirmed.portal")}
            </a>
          </p>
        </div>
      </Shell>
    );
  }

  if (!data.available) {
    return (
      <Shell title={data.texts.title} intro={data.texts.intro}>
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {t("renters.errors.unavailable")}
        </p>
      </Shell>
    );
  }

  const field = (f: { id: string; name: string; initialValue?: unknown }) => ({
    id: f.id,
    name: f.name,
    defaultValue: typeof f.initialValue === "string" ? f.initialValue : undefined,
  });

  return (
    <Shell title={data.texts.title} intro={data.texts.intro}>
      {data.repeat ? (
        <p role="status" className="mb-4 rounded-lg bg-surface px-3 py-2 text-ink">
          {t("renters.repeat")}
        </p>
      ) : null}
      <Form method="post" ref={formRef} {...getFormProps(form)} className="grid gap-2">
        <TabList label={t("renters.tabs.label")} labels={labels} active={tab} onChange={setTab} />

        <TabPanel tab="personal" active={tab}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("renters.personal.firstName")} autoComplete="given-name" error={errorOf("firstName")} {...field(fields.firstName)} />
            <TextField label={t("renters.personal.lastName")} autoComplete="family-name" error={errorOf("lastName")} {...field(fields.lastName)} />
            <TextField label={t("renters.personal.email")} type="email" autoComplete="email" error={errorOf("email")} {...field(fields.email)} />
            <TextField label={t("renters.personal.phone")} type="tel" autoComplete="tel-national" error={errorOf("phone")} {...field(fields.phone)} />
            <TextField
              label={t("renters.personal.address1")}
              autoComplete="address-line1"
              error={errorOf("address1")}
              onFocus={onAddressFocus}
              className="sm:col-span-2"
              {...field(fields.address1)}
            />
            <TextField label={t("renters.personal.address2")} autoComplete="address-line2" error={errorOf("address2")} {...field(fields.address2)} />
            <TextField label={t("renters.personal.city")} autoComplete="address-level2" error={errorOf("city")} {...field(fields.city)} />
            <TextField
              label={t("renters.personal.zip")}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              error={errorOf("zip")}
              {...field(fields.zip)}
            />
            <TextField
              label={t("renters.personal.effectiveDate")}
              type="date"
              min={data.window.min}
              max={data.window.max}
              hint={t("renters.personal.effectiveDateHint", { days: data.form.maxEffectiveDays })}
              error={errorOf("effectiveDate")}
              {...field(fields.effectiveDate)}
            />
          </div>

          <fieldset className="grid gap-3">
            <legend className="text-lg font-bold text-ink">{t("renters.personal.roommatesTitle")}</legend>
            <p className="text-sm text-ink-muted">{t("renters.personal.roommatesHint", { max: 4 })}</p>
            {roommates.map((roommate, index) => {
              const parts = roommate.getFieldset();
              return (
                <div key={roommate.key} className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                  <TextField
                    label={t("renters.personal.roommateFirstName", { n: index + 1 })}
                    error={errorOf(parts.firstName.name)}
                    {...field(parts.firstName)}
                  />
                  <TextField label={t("renters.personal.roommateLastName", { n: index + 1 })} error={errorOf(parts.lastName.name)} {...field(parts.lastName)} />
                  <button type="button" className="btn btn-outline min-h-12" onClick={() => form.remove({ name: fields.roommates.name, index })}>
                    {t("renters.personal.removeRoommate", { n: index + 1 })}
                  </button>
                </div>
              );
            })}
            {/* doc3 §5.3: the add button is hidden at 4 roommates. */}
            {canAddRoommate(roommates.length) ? (
              <button
                type="button"
                className="btn btn-outline w-fit"
                onClick={() => form.insert({ name: fields.roommates.name, defaultValue: { firstName: "", lastName: "" } })}
              >
                {t("renters.personal.addRoommate")}
              </button>
            ) : null}
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="text-lg font-bold text-ink">{t("renters.personal.partyTitle")}</legend>
            <CheckboxField
              id={fields.hasInterestedParty.id}
              name={fields.hasInterestedParty.name}
              label={t("renters.personal.addParty")}
              checked={hasParty}
              onChange={(event) => setHasParty(event.currentTarget.checked)}
            />
            {hasParty ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={t("renters.personal.partyFirstName")} error={errorOf("party.firstName")} {...field(fields.party.getFieldset().firstName)} />
                <TextField label={t("renters.personal.partyLastName")} error={errorOf("party.lastName")} {...field(fields.party.getFieldset().lastName)} />
                <TextField
                  label={t("renters.personal.partyEmail")}
                  type="email"
                  error={errorOf("party.email")}
                  className="sm:col-span-2"
                  {...field(fields.party.getFieldset().email)}
                />
              </div>
            ) : null}
          </fieldset>

          <button type="button" className="btn btn-primary w-full sm:w-fit" onClick={toCoverage}>
            {t("renters.personal.continue")}
          </button>
        </TabPanel>

        <TabPanel tab="coverage" active={tab}>
          <p className="text-ink-muted">{t("renters.coverage.intro")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t("renters.coverage.contents")}
              hint={t("renters.coverage.contentsHint")}
              error={errorOf("contents")}
              id={fields.contents.id}
              name={fields.contents.name}
              defaultValue={String(data.defaultValue.contents)}
              onChange={(event) => setContents(event.currentTarget.value)}
            >
              {data.coverage.CoverageC.map((v) => (
                <option key={v} value={v}>
                  {amount(v)}
                </option>
              ))}
            </SelectField>
            <SelectField
              key={`d-${contents}`}
              label={t("renters.coverage.lossOfUse")}
              hint={t("renters.coverage.lossOfUseHint")}
              error={errorOf("lossOfUse")}
              id={fields.lossOfUse.id}
              name={fields.lossOfUse.name}
              defaultValue={String(
                dOptions.includes(Number(data.defaultValue.lossOfUse)) && contents === String(data.defaultValue.contents)
                  ? data.defaultValue.lossOfUse
                  : (dOptions.at(-1) ?? ""),
              )}
            >
              {dOptions.map((v) => (
                <option key={v} value={v}>
                  {amount(v)}
                </option>
              ))}
            </SelectField>
            <Choice
              label={t("renters.coverage.liability")}
              name={fields.liability.name}
              id={fields.liability.id}
              values={data.coverage.CoverageE}
              initial={data.defaultValue.liability}
              error={errorOf("liability")}
              format={amount}
            />
            <Choice
              label={t("renters.coverage.medical")}
              name={fields.medical.name}
              id={fields.medical.id}
              values={data.coverage.CoverageF}
              initial={data.defaultValue.medical}
              error={errorOf("medical")}
              format={amount}
            />
            <Choice
              label={t("renters.coverage.allOtherPeril")}
              name={fields.allOtherPeril.name}
              id={fields.allOtherPeril.id}
              values={data.coverage.AllOtherPeril}
              initial={data.defaultValue.allOtherPeril}
              error={errorOf("allOtherPeril")}
              format={amount}
            />
            <Choice
              label={t("renters.coverage.windHail")}
              name={fields.windHail.name}
              id={fields.windHail.id}
              values={data.coverage.WindHail}
              initial={data.defaultValue.windHail}
              error={errorOf("windHail")}
              format={amount}
            />
            <Choice
              label={t("renters.coverage.waterBackup")}
              name={fields.waterBackup.name}
              id={fields.waterBackup.id}
              values={data.coverage.WaterBackup}
              initial={data.defaultValue.waterBackup}
              error={errorOf("waterBackup")}
              format={amount}
            />
            <Choice
              label={t("renters.coverage.petDamage")}
              name={fields.petDamage.name}
              id={fields.petDamage.id}
              values={data.coverage.PetDamage}
              initial={data.defaultValue.petDamage}
              error={errorOf("petDamage")}
              format={amount}
            />
            <Choice
              label={t("renters.coverage.rentalIncome")}
              name={fields.rentalIncome.name}
              id={fields.rentalIncome.id}
              values={data.coverage.RentalIncome}
              initial={data.defaultValue.rentalIncome}
              error={errorOf("rentalIncome")}
              format={amount}
            />
          </div>
          <CheckboxField
            id={fields.replacementCost.id}
            name={fields.replacementCost.name}
            label={t("renters.coverage.replacementCost")}
            defaultChecked={data.defaultValue.replacementCost === "on"}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="button" className="btn btn-outline" onClick={() => setTab("personal")}>
              {t("renters.back")}
            </button>
            <button type="submit" name="intent" value="quote" className="btn btn-primary" disabled={busy}>
              {busyIntent === "quote" ? t("renters.coverage.rating") : t("renters.coverage.getRates")}
            </button>
          </div>
        </TabPanel>

        <TabPanel tab="payment" active={tab}>
          {answer?.view === "failed" ? (
            <div role="alert" className="grid gap-2 rounded-card border-2 border-red-700 bg-red-50 p-4">
              <h2 className="text-xl font-bold text-red-800">{data.texts.failedTitle}</h2>
              {answer.message ? <p className="font-semibold text-red-800">{answer.message}</p> : null}
              <p className="text-ink">{data.texts.failedMessage}</p>
            </div>
          ) : null}
          {outOfState ? (
            <div className="grid gap-3">
              <p role="status" className="text-lead text-ink">
                {message(outOfState.message)}
              </p>
              {/* doc3 §4.3: out of state, the buy button becomes the join-wait-list label. */}
              <button
                type="button"
                className="btn btn-primary w-full sm:w-fit"
                aria-expanded={showWaitList}
                aria-controls="renters-wait-list"
                onClick={() => setShowWaitList(true)}
              >
                {data.texts.joinWaitList}
              </button>
            </div>
          ) : !quoted ? (
            <div className="grid gap-3">
              <p className="text-ink">{t("renters.payment.quoteFirst")}</p>
              <button type="button" className="btn btn-outline w-fit" onClick={() => setTab("coverage")}>
                {t("renters.payment.toCoverage")}
              </button>
            </div>
          ) : (
            <>
              <input type="hidden" name="transactionId" value={quoted} />
              <p role="status" className="text-ink-muted">
                {results.done
                  ? t("renters.payment.ratesDone", { count: rates.length })
                  : results.timedOut
                    ? data.texts.rateTimeout
                    : t("renters.payment.ratesLoading")}
              </p>
              {results.done && rates.length === 0 ? <p className="font-semibold text-ink">{data.texts.noRates}</p> : null}
              {rates.length > 0 ? (
                <RatesList
                  results={rates}
                  selected={selection}
                  onSelect={(carrierId, planType) => setSelection({ carrierId, planType })}
                  lang={lang}
                  error={errorOf("planType") ?? errorOf("carrierId")}
                />
              ) : null}
              {/* doc3 §4.3, §7.3, §8: a carrier that declines to quote says why (errors[].message). */}
              {carrierErrors.length > 0 ? (
                <div className="grid gap-1 rounded-lg border border-line bg-surface px-3 py-2">
                  <p id="renters-carrier-errors" className="font-semibold text-ink">
                    {t("renters.payment.carrierErrors", { count: carrierErrors.length })}
                  </p>
                  <ul aria-labelledby="renters-carrier-errors" className="list-disc ps-5 text-ink">
                    {carrierErrors.map((error) => (
                      <li key={error.carrierId}>{error.message}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <input type="hidden" name="carrierId" value={selection?.carrierId ?? ""} />
              <input type="hidden" name="planType" value={selection?.planType ?? ""} />
              {needsInstallmentDay(plan) ? (
                <SelectField
                  label={t("renters.payment.installmentDay")}
                  hint={t("renters.payment.installmentDayHint")}
                  error={errorOf("installmentDay")}
                  id={fields.installmentDay.id}
                  name={fields.installmentDay.name}
                  defaultValue=""
                >
                  <option value="">{t("renters.payment.chooseDay")}</option>
                  {INSTALLMENT_DAYS.map((day) => (
                    <option key={day} value={day}>
                      {day}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              <div className="grid gap-2">
                <h2 className="text-lg font-bold text-ink">{t("renters.payment.cardTitle")}</h2>
                <CardWidget merchantId={data.merchantId} lang={lang} title={t("renters.payment.cardFrame")} attempt={widgetAttempt} onSignal={onSignal} />
                {widget === "loading" ? <p className="text-sm text-ink-muted">{t("renters.payment.cardLoading")}</p> : null}
                <p id="renters-card-error" role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
                  {widget === "failed" ? data.texts.tokenFailed : widget === "error" ? data.texts.widgetError : (errorOf("paymentToken") ?? "")}
                </p>
                {widget === "error" ? (
                  <button type="button" className="btn btn-outline w-fit" onClick={retryWidget}>
                    {t("renters.payment.cardRetry")}
                  </button>
                ) : null}
                {token ? (
                  <p className="font-semibold text-ink" role="status">
                    {t("renters.payment.cardReady", { type: token.CardType, last: token.LastFourDigits })}
                  </p>
                ) : null}
                {token ? (
                  <>
                    <input type="hidden" name="paymentToken" value={token.PaymentToken} />
                    <input type="hidden" name="cardHolderName" value={token.CardHolderName} />
                    <input type="hidden" name="expirationDate" value={token.ExpirationDate} />
                    <input type="hidden" name="cardType" value={token.CardType} />
                    <input type="hidden" name="lastFour" value={token.LastFourDigits} />
                    <input type="hidden" name="merchantId" value={token.PaymentMerchantId} />
                    <input type="hidden" name="processor" value={token.PaymentProcessor} />
                    <input type="hidden" name="paymentMethod" value={token.PaymentMethod} />
                  </>
                ) : null}
              </div>
              <p id={form.errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800 empty:hidden">
                {message(form.errors?.[0])}
              </p>
              <button
                type="submit"
                name="intent"
                value="buy"
                className="btn btn-primary w-full sm:w-fit"
                disabled={busy || !token || !selection || widget === "generating"}
                aria-busy={widget === "generating"}
              >
                {busyIntent === "buy" ? t("renters.payment.buying") : t("renters.payment.buy")}
              </button>
            </>
          )}
        </TabPanel>
      </Form>
      {outOfState && showWaitList && tab === "payment" ? (
        <div id="renters-wait-list" className="mt-5 grid gap-3 border-t border-line pt-5">
          <WaitListForm
            action={`${localizePath(rentersPaths.outOfState, lang)}?state=${outOfState.state}`}
            state={outOfState.state}
            redirect={outOfState.redirect}
          />
        </div>
      ) : null}
    </Shell>
  );
}

/** The outcome's heading, focused (and so scrolled to) when it appears after Buy. */
function FocusedHeading({ text }: { text: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
      {text}
    </h2>
  );
}

function Choice({
  label,
  name,
  id,
  values,
  initial,
  error,
  format,
}: {
  label: string;
  name: string;
  id: string;
  values: number[];
  initial: unknown;
  error?: string;
  format: (v: number) => string;
}) {
  return (
    <SelectField label={label} error={error} id={id} name={name} defaultValue={String(initial ?? "")}>
      {values.map((v) => (
        <option key={v} value={v}>
          {format(v)}
        </option>
      ))}
    </SelectField>
  );
}

function Shell({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="renters-title" className="bg-surface">
      <div className="container-page grid max-w-3xl gap-5 py-10 md:py-16">
        <h1 id="renters-title" className="text-3xl font-extrabold text-balance text-ink">
          {title}
        </h1>
        <p className="text-lead text-ink-muted">{intro}</p>
        <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">{children}</div>
      </div>
    </section>
  );
}
