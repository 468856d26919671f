/**
 * The answers of the results stage's resource routes (config, poll, stream's refusals, contact,
 * feedback, buy-now, previous, verify-owner, requote, estimate): JSON, never cached, for any caller;
 * the page's fetcher reads the same answer typed from the route (`useFetcher<typeof clientAction>()`),
 * which a `Response` cannot give.
 */
import { data } from "react-router";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/** An answer of the page's fetcher, JSON for any other caller; `headers` adds to the JSON ones (a session cookie). */
export function answer<T>(body: T, status = 200, headers: Record<string, string> = {}) {
  return data(body, { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** The quote is not one of the session's transaction. */
export const forbiddenAnswer = () => answer({ ok: false, error: "forbidden" } as const, 403);

/** No quote page answers at this path. */
export const notFoundAnswer = () => answer({ ok: false, error: "notFound" } as const, 404);

/** The posted fields are not what the action takes. */
export const invalidAnswer = () => answer({ ok: false, error: "invalid" } as const, 400);
