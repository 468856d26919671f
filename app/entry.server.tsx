import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { getContentSource } from "./.server/content";
import { env } from "./.server/env";
import { platformAnswers } from "./.server/platform";
import { batchStream } from "./.server/batch-stream";
import { dataAnswerForPage, documentStatusForPage } from "./.server/form-refusal";
import { paintFirstTransform } from "./.server/paint-first";
import { isReadingPage } from "./.server/reading-pages";
import { requestInfoContext } from "./.server/request-context";
import { NonceContext } from "./nonce";
import appCss from "./app.css?inline";

export { requestInfoContext };
export { useEmbeddedPlatform } from "./.server/platform";
export { PAGE_CACHE_COOKIES, pageCacheKey, pageCacheVersion } from "./.server/page-cache-key";
export { PREVIEW_ENABLE_PATH, previewEnableFraming, previewModeOf } from "./.server/preview-mode";
/** The site's stylesheet, as root.tsx inlines it: cached reading pages load it whole as a file, after their critical part (critical-css.ts). */
export const APP_CSS: string = appCss;

/** Readiness of what the site depends on, for /readyz: its content and the platform answering. */
export async function checkReadiness(): Promise<Record<string, boolean>> {
  const [content, platform] = await Promise.all([getContentSource().ready(), platformAnswers(env())]);
  return { content, platform };
}

export const streamTimeout = 10_000;

/** A refused form's answer to the page's own script says 200 (form-refusal.ts). */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  return dataAnswerForPage(request, response);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, complete, insertedScripts } = loadContext.get(requestInfoContext);
  // A refused form sent without script from the site's own page is no error of the page (form-refusal.ts).
  responseStatusCode = documentStatusForPage(request, responseStatusCode, responseHeaders, routerContext.staticHandlerContext.errors != null);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and no-JavaScript visitors get the whole document at once: a document POST is a form
    // sent without JavaScript (or before it ran), whose page cannot reveal streamed parts later. So
    // does the page cache, which keeps the page whole (every part in its place).
    const readyOption = complete || (userAgent && isbot(userAgent)) || routerContext.isSpaMode || request.method !== "GET" ? "onAllReady" : "onShellReady";

    // The time limit's timer holds the whole render (request, loader data, React's work) for as
    // long as it waits: it is cleared once the render is complete, and a visitor who leaves stops
    // the render at once.
    const limit: { timer?: ReturnType<typeof setTimeout> } = {};
    const settle = () => {
      clearTimeout(limit.timer);
      request.signal.removeEventListener("abort", stop);
    };
    const stop = () => {
      settle();
      abort();
    };
    const ready = () => {
      shellRendered = true;
      // Reading pages paint before their JavaScript loads (see paint-first.ts). React's small writes
      // reach the compressor batched, one piece per flush (batch-stream.ts).
      const batched = batchStream();
      const body = isReadingPage(new URL(request.url).pathname)
        ? insertedScripts
          ? paintFirstTransform("", insertedScripts)
          : paintFirstTransform(nonce)
        : batched;
      if (body !== batched) body.pipe(batched);
      const stream = createReadableStreamFromReadable(batched);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A boundary that is ready when the page is sent stays in its place in the document. React
        // would otherwise move a large one (the quote step) to the end, hidden, and reveal it with a
        // script on the next animation frame: a visitor without scripts, a crawler, or a browser that
        // holds back animation frames would see an empty step, or the step twice once hydrated.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (readyOption === "onShellReady") ready();
        },
        onAllReady() {
          if (readyOption === "onAllReady") ready();
          settle();
        },
        onShellError(error: unknown) {
          settle();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    limit.timer = setTimeout(stop, streamTimeout + 1000);
    if (request.signal.aborted) stop();
    else request.signal.addEventListener("abort", stop);
  });
}
