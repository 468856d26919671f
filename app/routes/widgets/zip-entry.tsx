/**
 * The zip entry page (doc1 §2 quote form block): where every zip form posts. Without
 * JavaScript the action's answer (the error beside the field, or the out-of-service message with
 * OK) is shown here; a valid served zip redirects to the quote page.
 */
import { useTranslation } from "~/i18n";
import { siteContext } from "~/.server/site-context";
import { getInstance } from "~/.server/i18n";
import { pick, type LocalizedString } from "~/domain/site";
import { useShellData } from "~/components/root-data";
import { ZipEntryForm, type ZipEntryResult } from "~/components/zip-entry-form";
import { idlePopupHandle } from "~/components/popup-site";
import type { Route } from "./+types/zip-entry";
import { say, widgetSettings } from "./settings.server";
import { zipEntryAction } from "./zip-entry.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { settings, brand } = context.get(siteContext);
  const widgets = await widgetSettings(context);
  const t = getInstance(context).t;
  return {
    hero: settings.hero,
    invalidMessage: say(context, settings.messages.zipInvalid),
    outOfServiceMessage: say(context, widgets.zipOutOfService),
    title: t("widgets.zip.metaTitle", { brand: brand.name }),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return zipEntryAction(request, url, context);
}

/** doc1 §2 idle popup: offered on this page. */
export const handle = idlePopupHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function ZipEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, invalidMessage, outOfServiceMessage } = loaderData;
  return <ZipEntryScreen hero={hero} invalidMessage={invalidMessage} outOfServiceMessage={outOfServiceMessage} result={actionData ?? null} />;
}

function ZipEntryScreen(props: {
  hero: { cta: LocalizedString; zipLabel: LocalizedString; zipPlaceholder: LocalizedString };
  invalidMessage: string;
  outOfServiceMessage: string;
  result: ZipEntryResult | null;
}) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  return (
    <section aria-labelledby="zip-entry-title" className="bg-surface">
      <div className="container-page grid max-w-xl gap-6 py-10 md:py-16">
        <div className="grid gap-2">
          <h1 id="zip-entry-title" className="text-3xl font-extrabold text-balance text-ink">
            {t("widgets.zip.pageTitle")}
          </h1>
          <p className="text-lead text-ink-muted">{t("widgets.zip.pageIntro")}</p>
        </div>
        <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
          <ZipEntryForm
            id="start-zip"
            lang={lang}
            label={pick(props.hero.zipLabel, lang)}
            placeholder={pick(props.hero.zipPlaceholder, lang)}
            cta={pick(props.hero.cta, lang)}
            hint={t("widgets.zip.hint")}
            invalidMessage={props.invalidMessage}
            outOfServiceMessage={props.outOfServiceMessage}
            result={props.result}
          />
        </div>
      </div>
    </section>
  );
}
