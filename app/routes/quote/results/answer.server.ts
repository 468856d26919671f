/**
 * The answers of the results stage's resource routes that the page calls with a fetcher
 * (contact, feedback, buy-now). Any other caller reads the same JSON, status and headers as
 * `json()` (results.server.ts) gives; the page's fetcher reads the answer typed from the action
 * (`useFetcher<typeof action>()`), which a `Response` cannot give.
 */
import { data } from "react-router";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/** An answer of the page's fetcher, JSON for any other caller. */
export function answer<T>(body: T, status = 200) {
  return data(body, { status, headers: JSON_HEADERS });
}

/** The quote is not one of the session's transaction. */
export const forbiddenAnswer = () => answer({ ok: false, error: "forbidden" }, 403);

/** No quote page answers at this path. */
export const notFoundAnswer = () => answer({ ok: false, error: "notFound" }, 404);

/** The posted fields are not what the action takes. */
export const invalidAnswer = () => answer({ ok: false, error: "invalid" }, 400);
