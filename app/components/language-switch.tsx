/**
 * The language switch: a small form that posts the other language and the current page to the
 * language action, which remembers the choice (`visited_site`) and redirects to the same page in
 * that language. A plain form: it works before and without JavaScript.
 */
import { useTranslation } from "~/i18n";
import type { LanguageSwitchData } from "./root-data";
import { GlobeIcon } from "./icons";

export function LanguageSwitch({ data, className = "" }: { data: LanguageSwitchData; className?: string }) {
  const { t } = useTranslation();
  return (
    <form method="post" action={data.action} className={className}>
      <input type="hidden" name="lang" value={data.otherLang} />
      <input type="hidden" name="path" value={data.path} />
      <button
        type="submit"
        lang={data.otherLang}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-current underline-offset-4 hover:underline"
      >
        <GlobeIcon size={18} />
        {t("language.switchTo")}
      </button>
    </form>
  );
}
