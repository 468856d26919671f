/**
 * Buy now (doc2 §2, §4): the carrier's purchase page opens in a new window, after a Yes/No
 * confirmation, or in an embedded frame with close and open-in-new-window, as `buyNowMode` decides
 * from the browser or app and the carrier's flags. The link comes from the site's action.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { track } from "~/domain/quote/analytics";
import { buyNowMode, clientKind, confirmOpensNewWindow, type ClientKind } from "~/domain/quote/buy-now";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { clientLoader as carriersLoader } from "~/routes/buy/carriers";
import type { clientAction as buyNowAction } from "~/routes/quote/results/buy-now";
import { shortCarrierName } from "./carrier-logo";
import { useFetcherAnswer } from "./forms/use-fetcher-answer";
import { Modal } from "./modal";
import { useResultsUrl } from "./results-paths";
import { useShellData } from "./root-data";
import { localHref } from "./smart-link";

type Open = { kind: "confirm" | "frame"; quote: CardQuote; url: string } | { kind: "error"; quote: CardQuote } | null;

/** The purchase link of the site's answer, absolute; null when there is none (or the site did not answer). */
function linkOf(answer: { ok: boolean; buyNowUrl?: string } | undefined): string | null {
  return answer?.ok && answer.buyNowUrl ? new URL(answer.buyNowUrl, window.location.href).toString() : null;
}

export function currentClient(mobileWidthPx: number): ClientKind {
  return clientKind(navigator.userAgent, window.innerWidth, mobileWidthPx);
}

type PurchaseFlows = { online: Set<string>; followUp: Set<string> };

const NO_FLOWS: PurchaseFlows = { online: new Set(), followUp: new Set() };

/**
 * doc3 §3: the carriers whose Buy now leads into the site's own buy-online flow, and those whose
 * Buy now leads into the follow-up form (the rest keep the modes above). `known()` gives the lists
 * once they have arrived; `arrived()` waits for them, so a Buy now pressed before they arrive still
 * goes where the carrier's flow says. When the site did not give them, every carrier keeps its own
 * Buy now.
 */
function usePurchaseFlows() {
  const fetcher = useFetcher<typeof carriersLoader>();
  const load = fetcher.load;
  useEffect(() => {
    void load("/buy-online/carriers");
  }, [load]);
  const answer = fetcher.data;
  const known = useRef<PurchaseFlows | null>(null);
  const waiting = useRef<((flows: PurchaseFlows) => void)[]>([]);
  useEffect(() => {
    if (answer === undefined) return;
    const flows = "carrierIds" in answer ? { online: new Set(answer.carrierIds), followUp: new Set(answer.followUp) } : NO_FLOWS;
    known.current = flows;
    for (const resolve of waiting.current.splice(0)) resolve(flows);
  }, [answer]);
  return useMemo(
    () => ({
      known: () => known.current,
      arrived: () => new Promise<PurchaseFlows>((resolve) => (known.current ? resolve(known.current) : waiting.current.push(resolve))),
    }),
    [],
  );
}

export function useBuyNow(mobileWidthPx: number) {
  const [open, setOpen] = useState<Open>(null);
  // The quote whose Buy now leads to another page of the site (the page is being left).
  const [leaving, setLeaving] = useState<string | null>(null);
  const fetcher = useFetcher<typeof buyNowAction>();
  const ask = useFetcherAnswer(fetcher);
  const asking = fetcher.state !== "idle" ? fetcher.formData?.get("rateQuoteId") : null;
  const busy = leaving ?? (typeof asking === "string" ? asking : null);
  const url = useResultsUrl();
  const purchaseFlows = usePurchaseFlows();
  const lang = useShellData()?.lang ?? "en";

  const start = async (quote: CardQuote) => {
    // Known at once but for a click in the page's first moments, which waits for the lists.
    const { online, followUp } = purchaseFlows.known() ?? (await purchaseFlows.arrived());
    if (online.has(quote.carrierId)) {
      setLeaving(quote.rateQuoteId);
      const search = new URLSearchParams({ carrierId: quote.carrierId, ...(quote.payPlan ? { payplan: quote.payPlan } : {}) });
      window.location.assign(`${localHref("/buy-online", lang)}?${search.toString()}`);
      return;
    }
    if (followUp.has(quote.carrierId)) {
      // doc3 §2.2: the follow-up form; the page completes the address with the visitor's transaction.
      setLeaving(quote.rateQuoteId);
      const search = new URLSearchParams({ rateQuoteId: quote.rateQuoteId, ...(quote.payPlanDescription ? { payplan: quote.payPlanDescription } : {}) });
      window.location.assign(`${localHref("/follow-up", lang)}?${search.toString()}`);
      return;
    }
    const client = currentClient(mobileWidthPx);
    const mode = buyNowMode(quote, client);
    track({ name: "buy_now", carrierId: quote.carrierId, mode });
    // A new window must open during the click, before the link arrives, or it is blocked.
    const win = mode === "newWindow" ? window.open("", "_blank") : null;
    // Nothing the page shows changes: its loaders are not run again. The button is disabled at once.
    const answer = await ask({ rateQuoteId: quote.rateQuoteId }, { method: "post", action: url("buy-now"), defaultShouldRevalidate: false, flushSync: true });
    if (answer === undefined) {
      // A later Buy now replaced this one (its answer shows), or the page was left.
      win?.close();
      return;
    }
    const link = linkOf(answer);
    if (!link) {
      win?.close();
      track({ name: "quote_error", kind: "Buy Now url empty for carrier", detail: quote.carrierId });
      setOpen({ kind: "error", quote });
      return;
    }
    if (mode === "newWindow") {
      if (win) {
        win.opener = null;
        win.location.href = link;
      } else {
        setOpen({ kind: "confirm", quote, url: link });
      }
      return;
    }
    setOpen({ kind: mode, quote, url: link });
  };

  const confirmYes = (url: string) => {
    if (confirmOpensNewWindow(currentClient(mobileWidthPx))) window.open(url, "_blank", "noopener");
    else window.location.assign(url);
    setOpen(null);
  };

  return { open, busy, start, close: () => setOpen(null), confirmYes };
}

export function ResultsBuyNow({ state }: { state: ReturnType<typeof useBuyNow> }) {
  const { t } = useTranslation();
  const { open } = state;
  const carrier = open ? shortCarrierName(open.quote.companyName) : "";
  return (
    <>
      <Modal
        isOpen={open?.kind === "confirm"}
        onOpenChange={(isOpen) => !isOpen && state.close()}
        title={t("quotes.buyNow.confirmTitle", { carrier })}
        isDismissable={false}
        role="alertdialog"
        size="sm"
      >
        <p className="mt-3 text-ink-muted">{t("quotes.buyNow.confirmBody", { carrier })}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <button type="button" className="btn btn-primary" onClick={() => open?.kind === "confirm" && state.confirmYes(open.url)}>
            {t("quotes.buyNow.yes")}
          </button>
          <button type="button" className="btn btn-outline" onClick={state.close}>
            {t("quotes.buyNow.no")}
          </button>
        </div>
      </Modal>
      <Modal isOpen={open?.kind === "frame"} onOpenChange={(isOpen) => !isOpen && state.close()} title={t("quotes.buyNow.frameTitle", { carrier })} size="xl">
        {open?.kind === "frame" ? (
          <div className="mt-4 grid gap-3">
            <iframe title={t("quotes.buyNow.frameTitle", { carrier })} src={open.url} className="h-[70dvh] w-full rounded-xl border border-line bg-canvas" />
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <a className="btn btn-outline" href={open.url} target="_blank" rel="noopener noreferrer" onClick={state.close}>
                {t("quotes.buyNow.openNewWindow")}
              </a>
              <button type="button" className="btn btn-primary" onClick={state.close}>
                {t("quotes.buyNow.close")}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
      <Modal
        isOpen={open?.kind === "error"}
        onOpenChange={(isOpen) => !isOpen && state.close()}
        title={t("quotes.card.buyNowFor", { carrier })}
        role="alertdialog"
        size="sm"
      >
        <p className="mt-3 text-ink">{t("quotes.buyNow.noLink", { carrier })}</p>
        <button type="button" className="btn btn-primary mt-5 w-full" onClick={state.close}>
          {t("quotes.buyNow.close")}
        </button>
      </Modal>
    </>
  );
}
