/**
 * What a platform call gives back.
 *
 * - `null`: no answer at all — network failure, the time limit passed, the call was cancelled, or no
 *   credential could be obtained. Doc2 §8: "a network failure returns null and is treated as failure".
 * - `{ ok: false, ... }`: the platform answered but not with success — `isSuccess` false, an HTTP
 *   error status, a body that is not JSON, or a body that does not match the caller's schema.
 * - `{ ok: true, data }`: success, with `data` parsed by the caller's zod schema.
 *
 * The type makes callers handle both failure shapes before they can read `data`.
 */
export interface PlatformSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export type PlatformFailureReason =
  /** The platform said no: `isSuccess` false or an HTTP error status. */
  | "api"
  /** The answer was not JSON, or did not match the expected schema. */
  | "invalid-response";

export interface PlatformFailure {
  ok: false;
  status: number;
  reason: PlatformFailureReason;
  /** The platform's `message`, or the HTTP status text when it gave none. */
  message: string;
  /** The platform's message code (`messageCode`, or a string `code`), e.g. `COM_0056`. */
  messageCode: string | null;
  /**
   * The platform's message per invalid field (its `errors`), keyed by dotted path, e.g.
   * `{ zip: "must be a 5-digit zip code" }`; empty when it named none.
   */
  fieldErrors: Record<string, string>;
}

export type PlatformResult<T> = PlatformSuccess<T> | PlatformFailure;

/** A call's outcome: a result, or null when there was no answer. */
export type PlatformAnswer<T> = PlatformResult<T> | null;

/** True only for a successful answer (doc1 §7: success is `isSuccess` on the JSON response). */
export function isSuccess<T>(answer: PlatformAnswer<T>): answer is PlatformSuccess<T> {
  return answer !== null && answer.ok;
}
