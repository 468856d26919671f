/**
 * One HTTP exchange with the platform: send JSON, read JSON, tell "no answer" apart from "an answer".
 */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The machine's fetch, looked up at call time (so test interceptors installed later apply). */
export const defaultFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

export type NoAnswerReason = "network" | "timeout" | "aborted";

export type Exchange =
  { kind: "answer"; status: number; statusText: string; json: boolean; body: unknown } | { kind: "no-answer"; reason: NoAnswerReason; error: string };

export interface ExchangeInit {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: string;
  body?: unknown;
  bearer?: string;
  /** Extra request headers (e.g. X-Client-Id). Never logged. */
  headers?: Record<string, string>;
  signal: AbortSignal;
}

export async function exchange(fetchImpl: FetchLike, init: ExchangeInit): Promise<Exchange> {
  const headers: Record<string, string> = { ...init.headers, accept: "application/json" };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  try {
    const response = await fetchImpl(init.url, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      // A redirect is not followed: it comes back as a failed answer with its 3xx status.
      redirect: "manual",
    });
    const text = await response.text();
    let body: unknown = undefined;
    let json = false;
    if (text.trim() !== "") {
      try {
        body = JSON.parse(text);
        json = true;
      } catch {
        json = false;
      }
    }
    return { kind: "answer", status: response.status, statusText: response.statusText, json, body };
  } catch (error) {
    return { kind: "no-answer", reason: noAnswerReason(error, init.signal), error: describe(error) };
  }
}

function noAnswerReason(error: unknown, signal: AbortSignal): NoAnswerReason {
  const reason: unknown = signal.aborted ? signal.reason : error;
  if (reason instanceof Error && reason.name === "TimeoutError") return "timeout";
  if (signal.aborted) return "aborted";
  return "network";
}

/** An error's name and message (and its cause's), without stack or request data. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.name}: ${error.message}${cause}`;
}
