/**
 * The card processor's widget (doc3 §7.3): the page loads the processor's script, which puts the
 * processor's own frame (card number, expiry, security code, name) into the placeholder and signals
 * through window events: widgetInitialized, tokenGenerating, token (the card token of doc3 §3),
 * tokenFailed, widgetError. The card itself never reaches the site; only the token does.
 */
import { useEffect, useRef } from "react";

export const CARD_WIDGET_SCRIPT = "/sandbox/card-widget.js";

export interface CardToken {
  PaymentToken: string;
  PaymentMerchantId: string;
  PaymentProcessor: string;
  PaymentMethod: string;
  CardHolderName: string;
  ExpirationDate: string;
  CardType: string;
  LastFourDigits: string;
}

export type WidgetSignal = { kind: "initialized" } | { kind: "generating" } | { kind: "token"; token: CardToken } | { kind: "failed" } | { kind: "error" };

declare global {
  interface Window {
    SandboxCardWidget?: { mount: (element: Element) => void };
  }
}

function isToken(value: unknown): value is CardToken {
  const v = value as Partial<CardToken> | null;
  return !!v && typeof v.PaymentToken === "string" && typeof v.LastFourDigits === "string";
}

/**
 * Without widgetInitialized this long after mounting (the script or the processor's frame did not
 * load), the widget counts as failed; a late widgetInitialized still clears the failure.
 */
export const WIDGET_INIT_TIMEOUT_MS = 12_000;

/**
 * `attempt` counts the shopper's retries: each one mounts the widget again (a script that failed to
 * load is requested again; a mounted frame is replaced).
 */
export function CardWidget({
  merchantId,
  lang,
  title,
  attempt,
  onSignal,
}: {
  merchantId: string;
  lang: string;
  title: string;
  attempt: number;
  onSignal: (signal: WidgetSignal) => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const signal = useRef(onSignal);
  useEffect(() => {
    signal.current = onSignal;
  }, [onSignal]);

  useEffect(() => {
    const listeners: [string, (event: Event) => void][] = [
      ["widgetInitialized", () => signal.current({ kind: "initialized" })],
      ["tokenGenerating", () => signal.current({ kind: "generating" })],
      [
        "token",
        (event) => {
          const detail = (event as CustomEvent).detail;
          signal.current(isToken(detail) ? { kind: "token", token: detail } : { kind: "error" });
        },
      ],
      ["tokenFailed", () => signal.current({ kind: "failed" })],
      ["widgetError", () => signal.current({ kind: "error" })],
    ];
    for (const [name, listener] of listeners) window.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of listeners) window.removeEventListener(name, listener);
    };
  }, []);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const timer = window.setTimeout(() => signal.current({ kind: "error" }), WIDGET_INIT_TIMEOUT_MS);
    const initialized = () => window.clearTimeout(timer);
    window.addEventListener("widgetInitialized", initialized);
    if (attempt > 0) {
      element.replaceChildren();
      element.removeAttribute("data-mounted");
    }
    if (window.SandboxCardWidget) window.SandboxCardWidget.mount(element);
    else {
      // A script that failed to load is dropped so that a retry requests it again.
      for (const failed of document.querySelectorAll(`script[src="${CARD_WIDGET_SCRIPT}"][data-failed]`)) failed.remove();
      if (!document.querySelector(`script[src="${CARD_WIDGET_SCRIPT}"]`)) {
        const script = document.createElement("script");
        script.src = CARD_WIDGET_SCRIPT;
        script.async = true;
        script.onerror = () => {
          script.dataset.failed = "1";
          window.clearTimeout(timer);
          signal.current({ kind: "error" });
        };
        document.head.appendChild(script);
      }
    }
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("widgetInitialized", initialized);
    };
  }, [attempt]);

  return (
    <div
      ref={holder}
      data-sandbox-card-widget=""
      data-merchant-id={merchantId}
      data-lang={lang}
      data-title={title}
      className="rounded-xl border-2 border-line bg-canvas p-2"
    />
  );
}
