/**
 * The response envelope every platform call answers with (doc1 §7, doc2 §7):
 * success `{ isSuccess: true, message, ...fields }`, failure `{ isSuccess: false, message, errors? }`
 * where `errors` maps each bad field (dotted path, e.g. `header.trackId`, `drivers.0.dob`) to one message.
 */
import { z } from "zod";
import type { ZodError } from "zod";

export const errorEnvelopeSchema = z
  .looseObject({
    isSuccess: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional().meta({ description: "One message per invalid field, keyed by its dotted path." }),
  })
  .meta({ description: "A failure: isSuccess false, a message, and for invalid input one message per field." });

export type FieldErrors = Record<string, string>;

/** A failure with an HTTP status the caller should see (4xx), answered in the envelope. */
export class HttpError extends Error {
  override name = "HttpError";
  status: number;
  errors?: FieldErrors;
  /** Extra envelope fields (e.g. `isMatch`). */
  fields?: Record<string, unknown>;
  constructor(status: number, message: string, errors?: FieldErrors, fields?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.fields = fields;
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = "A valid bearer token is required.") => new HttpError(401, message);
export const forbidden = (message = "This token may not do that.") => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = "Too many requests. Please wait and try again.") => new HttpError(429, message);

/** One message per field path; the first issue of a field wins. */
export function fieldErrors(error: ZodError, prefix = ""): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "(root)";
    errors[key] ??= issue.message;
  }
  return errors;
}

export const INVALID_INPUT_MESSAGE = "Some fields are missing or not valid.";
export const SERVER_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";
