/** doc1 §2 glossary page: the brand's insurance terms from the CMS, in the page's language. */
import { useTranslation } from "~/i18n";
import { siteContext } from "~/.server/site-context";
import { getInstance } from "~/.server/i18n";
import { pick } from "~/domain/site";
import { GlossaryList } from "~/components/glossary-list";
import type { Route } from "./+types/glossary";
import { widgetSettings } from "./settings.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang, brand } = context.get(siteContext);
  const settings = await widgetSettings(context);
  const t = getInstance(context).t;
  return {
    lang,
    entries: settings.glossary.map((entry) => ({ term: pick(entry.term, lang), definition: pick(entry.definition, lang) })),
    title: t("widgets.glossary.metaTitle", { brand: brand.name }),
    description: t("widgets.glossary.intro"),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.description }] : [];
}

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="glossary-title" className="bg-surface">
      <div className="container-page grid max-w-3xl gap-6 py-10 md:py-16">
        <div id="glossary-top" className="grid gap-2 scroll-mt-24">
          <h1 id="glossary-title" className="text-3xl font-extrabold text-balance text-ink">
            {t("widgets.glossary.title")}
          </h1>
          <p className="text-lead text-ink-muted">{t("widgets.glossary.intro")}</p>
        </div>
        {loaderData.entries.length > 0 ? (
          <GlossaryList entries={loaderData.entries} lang={loaderData.lang} topId="glossary-top" />
        ) : (
          <p className="text-ink-muted">{t("widgets.glossary.empty")}</p>
        )}
      </div>
    </section>
  );
}
