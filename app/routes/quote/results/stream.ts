/**
 * GET /quote/results/stream?transactionId=…: the session's rating results as server-sent events,
 * one `quote` event per carrier card the moment that carrier answers (doc2 §2, §4, DESIGN "Quotes").
 *
 * Events: `quote` (a card), `progress` ({answered, carrierCount, done, cursor}), `done`, `failed`
 * (the platform did not answer) and `timeout` (the configured wait passed). `Last-Event-ID` or
 * `since` resumes after an arrival number. Reads the platform with its long-poll cursor, so an
 * answer reaches the browser as soon as the platform stores it.
 */
import type { LoaderFunctionArgs } from "react-router";
import { getSession } from "~/.server/session";
import { ratingResults } from "~/.server/platform/quote-results";
import { siteContext } from "~/.server/site-context";
import { QUOTE_WAIT_DEFAULTS } from "~/domain/quote/waiting";
import { clientForResults } from "../endpoint.server";
import { forbiddenAnswer, notFoundAnswer } from "./answer.server";
import { cardMaker, idSchema, sessionTransaction } from "./results.server";

/** Each long poll waits at most this long for the next answer. */
const LONG_POLL_MS = 10_000;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const url = new URL(request.url);
  const asked = idSchema.safeParse(url.searchParams.get("transactionId"));
  const transactionId = asked.success ? sessionTransaction(await getSession(request), asked.data) : null;
  if (!transactionId) return forbiddenAnswer();
  const quoteSettings = await site.content.flowSettings("quoteSettings", site.brand.code);
  const limitMs = (quoteSettings.waitSeconds ?? QUOTE_WAIT_DEFAULTS.waitSeconds) * 1000 + 5000;
  const resumeFrom = Number(request.headers.get("last-event-id") ?? url.searchParams.get("since") ?? 0);
  const toCard = await cardMaker(platform, transactionId, await site.content.carriers(site.brand.code));
  const encoder = new TextEncoder();
  const started = Date.now();

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown, id?: number) =>
        controller.enqueue(encoder.encode(`${id !== undefined ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      let since: number | undefined = Number.isInteger(resumeFrom) && resumeFrom > 0 ? resumeFrom : undefined;
      try {
        while (!request.signal.aborted) {
          const remaining = limitMs - (Date.now() - started);
          if (remaining <= 0) {
            send("timeout", {});
            break;
          }
          const waitMs = since === undefined ? 0 : Math.min(LONG_POLL_MS, remaining);
          const answer = await ratingResults(platform, transactionId, { filterErrors: false, since, waitMs }, { timeoutMs: waitMs + 5000 });
          if (request.signal.aborted) break;
          if (!answer?.ok) {
            send("failed", {});
            break;
          }
          for (const result of answer.data.results) {
            const card = toCard(result);
            if (card) send("quote", { ...card, sentAt: Date.now() }, result.seq ?? undefined);
          }
          since = answer.data.cursor;
          const progress = { answered: answer.data.completedCount, carrierCount: answer.data.carrierCount, done: answer.data.isDone, cursor: since };
          send("progress", progress, since > 0 ? since : undefined);
          if (answer.data.isDone) {
            send("done", progress);
            break;
          }
        }
      } finally {
        try {
          controller.close();
        } catch {
          // The visitor already went away: nothing left to close.
        }
      }
    },
  });

  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps compression from buffering the events.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
