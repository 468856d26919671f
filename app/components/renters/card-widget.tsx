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

export function CardWidget({ merchantId, lang, title, onSignal }: { merchantId: string; lang: string; title: string; onSignal: (signal: WidgetSignal) => void }) {
  const holder = useRef<HTMLDivElement>(null);
  const signal = useRef(onSignal);
  useEffect(() => {
    signal.current = onSignal;
  }, [onSignal]);

  useEffect(() => {
    const listeners: [string, (event: Event) => void][] = [
      ["widgetInitialized", () => signal.current({ kind: "initialized" })],
      ["tokenGenerating", () => signal.current({ kind: "generating" })],
      ["token", (event) => {
        const detail = (event as CustomEvent).detail;
        signal.current(isToken(detail) ? { kind: "token", token: detail } : { kind: "error" });
      }],
      ["tokenFailed", () => signal.current({ kind: "failed" })],
      ["widgetError", () => signal.current({ kind: "error" })],
    ];
    for (const [name, listener] of listeners) window.addEventListener(name, listener);
    const element = holder.current;
    if (window.SandboxCardWidget && element) window.SandboxCardWidget.mount(element);
    else if (!document.querySelector(`script[src="${CARD_WIDGET_SCRIPT}"]`)) {
      const script = document.createElement("script");
      script.src = CARD_WIDGET_SCRIPT;
      script.async = true;
      script.onerror = () => signal.current({ kind: "error" });
      document.head.appendChild(script);
    }
    return () => {
      for (const [name, listener] of listeners) window.removeEventListener(name, listener);
    };
  }, []);

  return <div ref={holder} data-sandbox-card-widget="" data-merchant-id={merchantId} data-lang={lang} data-title={title} className="rounded-xl border-2 border-line bg-canvas p-2" />;
}
