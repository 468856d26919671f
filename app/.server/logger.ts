/**
 * The site's logger: one JSON object per line on stdout, level from LOG_LEVEL.
 *
 * Secrets and personal data never reach a log line: cookies, authorization headers, tokens and
 * passwords are redacted wherever they appear (top level, one level down, or in request and response
 * headers), and so are the personal fields the forms collect (date of birth, licence number,
 * e-mail, phone, names). Callers should still log identifiers and outcomes, not payloads.
 *
 * Imported by the app and usable from server.ts (plain Node), so it uses relative imports only.
 */
import { pino, type DestinationStream, type Logger } from "pino";
import { env } from "./env.ts";

export type { Logger };

/** Keys whose values are never written, wherever they sit in a log object. */
const sensitiveKeys = [
  "cookie",
  "set-cookie",
  "authorization",
  "token",
  "password",
  "clientSecret",
  "dob",
  "dateOfBirth",
  "DateOfBirth",
  "licenseNumber",
  "DLNumer",
  "documentNumber",
  "email",
  "phone",
  "firstName",
  "lastName",
];

/** A key as a fast-redact path segment (bracketed when it is not a plain identifier). */
const segment = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);

/** fast-redact paths: each key at the top level, one level down, and in req/res headers. */
export const redactPaths: string[] = [
  ...sensitiveKeys.map((key) => segment(key).replace(/^\./, "")),
  ...sensitiveKeys.map((key) => `*${segment(key)}`),
  ...["req", "res", "request", "response"].flatMap((holder) => sensitiveKeys.map((key) => `${holder}.headers${segment(key)}`)),
];

export interface LoggerOptions {
  /** Level below which nothing is written. Default: LOG_LEVEL from the configuration. */
  level?: string;
  /** Where lines go. Default: stdout. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? env().LOG_LEVEL;
  const config = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactPaths, censor: "[redacted]" },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}

let shared: Logger | undefined;

/** The process's logger (created on first use). */
export function logger(): Logger {
  shared ??= createLogger();
  return shared;
}
