/**
 * doc1 §2 language switch popup and idle popup, mounted once by the page shell.
 *
 * Language: after the configured wait (5000 ms), when the browser's language differs from the
 * page's and the visitor has not chosen one yet, it offers the other language. Both answers are
 * kept in `visited_site` for a month by the language action (the same form as the footer switch).
 * The offer is not modal: the page stays usable. Idle: on pages that ask for it (route handle
 * `idlePopup`), after the configured time without activity (5000 ms), once per visit, a modal
 * offers a call. The idle popup waits while the language offer is open.
 */
import { useEffect, useState } from "react";
import { useFetcher, useMatches } from "react-router";
import { useTranslation } from "~/i18n";
import { browserLanguage, languageToOffer } from "~/domain/public/language-popup";
import { localizePath, pick, type Language, type LocalizedString } from "~/domain/site";
import type { clientLoader as languageChoice } from "~/routes/widgets/language-choice";
import { useFetcherAnswer } from "./forms/use-fetcher-answer";
import { CloseIcon } from "./icons";
import { Modal } from "./modal";
import { telHref } from "./phone";
import { useDelay, useIdle } from "./popup-hooks";

interface PopupCopy {
  enabled: boolean;
  title: LocalizedString;
  body: LocalizedString;
  confirm: LocalizedString;
  dismiss: LocalizedString;
}

export interface SitePopupsProps {
  lang: Language;
  phone: string;
  languageAction: string;
  path: string;
  popups: { language: PopupCopy; idle: PopupCopy };
  languageWaitMs: number;
  idleWaitMs: number;
}

const IDLE_SHOWN_KEY = "idle-popup-shown";

function readShown(): string | null {
  try {
    return window.sessionStorage.getItem(IDLE_SHOWN_KEY);
  } catch {
    return null;
  }
}

/** Pages that offer the idle popup say so in their route `handle`: `{ idlePopup: true }`. */
export const idlePopupHandle = { idlePopup: true } as const;

export function SitePopups({ lang, phone, languageAction, path, popups, languageWaitMs, idleWaitMs }: SitePopupsProps) {
  const { t } = useTranslation();
  const idlePage = useMatches().some((match) => (match.handle as { idlePopup?: boolean } | undefined)?.idlePopup === true);
  const [offer, setOffer] = useState<Language | null>(null);
  const [languageDone, setLanguageDone] = useState(false);
  const waited = useDelay(languageWaitMs, popups.language.enabled);
  const askChoice = useFetcherAnswer(useFetcher<typeof languageChoice>());

  useEffect(() => {
    if (!waited) return;
    const browser = browserLanguage(navigator.languages.length ? navigator.languages : [navigator.language]);
    if (!languageToOffer({ browser, page: lang, stored: null })) return;
    let live = true;
    // A question the site did not answer offers nothing, as when the visitor has chosen already.
    void askChoice(null, { method: "get", action: localizePath("/widgets/language-choice", lang) }).then((answer) => {
      if (live && answer && "chosen" in answer) setOffer(languageToOffer({ browser, page: lang, stored: answer.chosen ? lang : null }));
    });
    return () => {
      live = false;
    };
  }, [waited, lang, askChoice]);

  const [idleAllowed, setIdleAllowed] = useState(false);
  useEffect(() => {
    setIdleAllowed(idlePage && popups.idle.enabled && readShown() === null);
  }, [idlePage, popups.idle.enabled]);
  const idle = useIdle(idleWaitMs, idleAllowed);
  const [idleClosed, setIdleClosed] = useState(false);
  const languageOpen = offer !== null && !languageDone;
  const idleOpen = idle && idleAllowed && !idleClosed && !languageOpen;
  useEffect(() => {
    if (!idleOpen) return;
    try {
      window.sessionStorage.setItem(IDLE_SHOWN_KEY, "1");
    } catch {
      // Storage refused (privacy settings): the popup may show again on the next page.
    }
  }, [idleOpen]);

  // The popup's copy is authored for the page's language and addresses the other one.
  const language = popups.language;
  return (
    <>
      {languageOpen ? (
        // Not modal: the page stays usable while the offer waits for an answer.
        <section
          role="dialog"
          aria-labelledby="language-popup-title"
          lang={offer ?? undefined}
          className="fixed inset-x-3 bottom-3 z-40 mx-auto grid max-w-md gap-3 rounded-card border border-line bg-canvas p-5 shadow-pop sm:right-6 sm:left-auto sm:mx-0"
        >
          <div className="flex items-start justify-between gap-3">
            <h2 id="language-popup-title" className="text-lg font-bold text-ink">
              {pick(language.title, lang)}
            </h2>
            <button
              type="button"
              onClick={() => setLanguageDone(true)}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
            >
              <CloseIcon aria-hidden="true" className="size-5" />
              {/* In the offered language, as the rest of the popup. */}
              <span className="sr-only" lang={offer ?? undefined}>
                {t("widgets.languagePopupClose")}
              </span>
            </button>
          </div>
          <p className="text-ink">{pick(language.body, lang)}</p>
          <div className="flex flex-wrap gap-2">
            <form method="post" action={languageAction}>
              <input type="hidden" name="lang" value={offer ?? lang} />
              <input type="hidden" name="path" value={path} />
              <button type="submit" className="btn btn-primary">
                {pick(language.confirm, lang)}
              </button>
            </form>
            <form method="post" action={languageAction}>
              <input type="hidden" name="lang" value={lang} />
              <input type="hidden" name="path" value={path} />
              <button type="submit" className="btn btn-outline" lang={lang}>
                {pick(language.dismiss, lang)}
              </button>
            </form>
          </div>
        </section>
      ) : null}
      <Modal isOpen={idleOpen} onOpenChange={(open) => (open ? null : setIdleClosed(true))} title={pick(popups.idle.title, lang)} size="sm">
        {({ close }) => (
          <div className="grid gap-5">
            <p>{pick(popups.idle.body, lang)}</p>
            <div className="grid gap-2 sm:flex sm:flex-wrap">
              <a href={telHref(phone)} className="btn btn-accent w-full sm:w-auto">
                {pick(popups.idle.confirm, lang)}
              </a>
              <button type="button" className="btn btn-outline w-full sm:w-auto" onClick={close}>
                {pick(popups.idle.dismiss, lang)}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
