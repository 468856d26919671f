/**
 * Cloudflare Turnstile inside a form, for a brand whose captcha provider is "turnstile"
 * "What to build" 2, a hosted captcha as an option). Loaded only where the bot check is shown:
 * `api.js` in explicit-render mode, added by the page's own script with the page's CSP nonce (the
 * CSP's script-src has 'strict-dynamic'; the widget's iframe is allowed by frame-src https:). The
 * widget is rendered in the page's language for the action "submit", and its response goes into the
 * form's bot-check field as `turnstile:<response>`, which the site passes on and the platform verifies
 * once. When Turnstile fails, `onFailure` lets the bot check ask its fallback question instead.
 */
import { useEffect, useRef, useState } from "react";
import { BOT_CHECK_FIELD } from "~/domain/public/form-container";
import type { Language } from "~/domain/site";

export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
/** The prefix that tells the platform the token is a Turnstile response. */
export const TURNSTILE_TOKEN_PREFIX = "turnstile:";

interface TurnstileOptions {
  sitekey: string;
  action: string;
  language: string;
  "response-field": boolean;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
}

export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | null | undefined;
  reset(widgetId?: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptLoad: Promise<TurnstileApi> | null = null;

/** The page's CSP nonce, as the browser exposes it on its own scripts (the attribute is hidden after parsing). */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

/** Turnstile's script, once per page. */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    const nonce = pageNonce();
    if (nonce) script.nonce = nonce;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start")));
    script.onerror = () => reject(new Error("Turnstile did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    scriptLoad = null;
    throw error;
  });
  return scriptLoad;
}

export interface TurnstileCheckProps {
  siteKey: string;
  lang: Language;
  /** A new value starts the widget over: the response shown was used up. */
  generation: number;
  describedBy?: string;
  onFailure: () => void;
}

export function TurnstileCheck({ siteKey, lang, generation, describedBy, onFailure }: TurnstileCheckProps) {
  const box = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | undefined>(undefined);
  const failure = useRef(onFailure);
  failure.current = onFailure;
  const [token, setToken] = useState("");

  useEffect(() => {
    const api = window.turnstile;
    const element = box.current;
    if (!api || !element) return;
    widgetId.current =
      api.render(element, {
        sitekey: siteKey,
        action: "submit",
        language: lang,
        "response-field": false,
        callback: (response) => setToken(response),
        "expired-callback": () => setToken(""),
        "error-callback": () => {
          setToken("");
          failure.current();
        },
      }) ?? undefined;
    return () => {
      if (widgetId.current) api.remove(widgetId.current);
      widgetId.current = undefined;
    };
  }, [siteKey, lang]);

  const seen = useRef(generation);
  useEffect(() => {
    if (seen.current === generation) return;
    seen.current = generation;
    setToken("");
    if (widgetId.current) window.turnstile?.reset(widgetId.current);
  }, [generation]);

  return (
    <div data-turnstile="" aria-describedby={describedBy}>
      <div ref={box} />
      <input type="hidden" name={BOT_CHECK_FIELD} value={token ? `${TURNSTILE_TOKEN_PREFIX}${token}` : ""} />
    </div>
  );
}
