/**
 * Reading the platform's answer envelope, and the two retry rules of doc2 §8.
 *
 * Envelope fields (every answer may carry them; the rest belongs to the call):
 * - `isSuccess` (boolean): false means failure even with HTTP 200.
 * - `message` (string): human-readable; logged on failure.
 * - `messageCode` (string): a machine code such as `COM_0056`. A string `code` is read as the same
 *   field for platforms that name it so; `messageCode` wins when both are present.
 * - `subCode` (number; `subcode` is accepted too): refines the HTTP status, e.g. 403 subcode 4 = SSL required.
 * - `errors` (object): one message per invalid field, keyed by its dotted path (`zip`, `drivers.0.dob`).
 *
 * The reference platform (platform/) answers failures with `isSuccess`, `message` and, for invalid
 * input, `errors`; it sends no `messageCode` or `subCode`, so the rules that read them only apply to
 * platforms that do.
 */
import { z } from "zod";

const envelopeSchema = z.looseObject({
  isSuccess: z.boolean().optional().catch(undefined),
  message: z.string().nullish().catch(null),
  messageCode: z.string().nullish().catch(null),
  code: z.unknown().optional(),
  subCode: z.coerce.number().nullish().catch(null),
  subcode: z.coerce.number().nullish().catch(null),
  errors: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

export interface Envelope {
  isSuccess: boolean | undefined;
  message: string | null;
  messageCode: string | null;
  subCode: number | null;
  /** One message per invalid field; empty when the answer names none. */
  fieldErrors: Record<string, string>;
}

export function readEnvelope(body: unknown): Envelope {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) return { isSuccess: undefined, message: null, messageCode: null, subCode: null, fieldErrors: {} };
  const data = parsed.data;
  return {
    isSuccess: data.isSuccess,
    message: data.message ?? null,
    messageCode: data.messageCode ?? (typeof data.code === "string" && data.code !== "" ? data.code : null),
    subCode: data.subCode ?? data.subcode ?? null,
    fieldErrors: readFieldErrors(data.errors),
  };
}

function readFieldErrors(errors: Record<string, unknown> | undefined): Record<string, string> {
  const read: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors ?? {})) {
    if (typeof message === "string" && message !== "") read[field] = message;
  }
  return read;
}

/** HTTP statuses that mean "get a new credential and try again" (doc2 §8). */
export const credentialStatuses: readonly number[] = [499, 498, 403, 401];

/** Message codes that make a 403 final: a new credential would not help (doc2 §8). */
export const finalForbiddenCodes: readonly string[] = ["COM_0056", "COM_0057", "SB_0008"];

/**
 * Message codes of a refusal about the visitor's own details, not the site's credential (
 * a wrong password, details that match no customer): final, so a wrong password counts once.
 */
export const finalRefusalCodes: readonly string[] = ["LOGIN_FAILED", "AUTHENTICATION_FAILED"];

/** Doc2 §8: 499, 498, 403 and 401 call for a new credential, except a 403 with COM_0056, COM_0057 or SB_0008. */
export function needsNewCredential(status: number, envelope: Envelope): boolean {
  if (!credentialStatuses.includes(status)) return false;
  if (envelope.messageCode !== null && finalRefusalCodes.includes(envelope.messageCode.toUpperCase())) return false;
  if (status === 403 && envelope.messageCode !== null && finalForbiddenCodes.includes(envelope.messageCode.toUpperCase())) return false;
  return true;
}

/**
 * Doc2 §8: a 403 with subcode 4, or a message mentioning SSL without the word "permission", calls for
 * a retry over SSL. The message clause applies to any failed answer.
 */
export function needsSsl(status: number, envelope: Envelope): boolean {
  if (status === 403 && envelope.subCode === 4) return true;
  const message = envelope.message ?? "";
  return /ssl/i.test(message) && !/permission/i.test(message);
}
