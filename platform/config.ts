/**
 * The platform's own configuration, validated once from an environment record:
 *
 *   const config = loadPlatformConfig(process.env);   // throws PlatformConfigError with one line per bad variable
 *   const platform = await createPlatform({ config, logger });
 *
 * Embedded in the site, server.ts builds it from the same environment; standalone,
 * platform/server.ts does (and refuses to start without PLATFORM_CLIENT_SECRET).
 */
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";

const whole = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

function isAddressRange(part: string): boolean {
  const [address, prefix, extra] = part.split("/");
  if (extra !== undefined || !address || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default: the socket's address is the caller's), a hop count (`1`: one proxy
 * in front), or the proxies' addresses and ranges (`10.0.0.0/8,127.0.0.1`). `true` means one hop:
 * trusting every hop would let a forged X-Forwarded-For choose the caller's address.
 */
export const trustProxy = z
  .string()
  .trim()
  .refine(
    (v) => /^(true|false|yes|no|\d{1,2})$/.test(v) || v.split(",").every((p) => isAddressRange(p.trim())),
    "must be false, a hop count, or addresses and ranges (10.0.0.0/8,127.0.0.1)",
  )
  .transform((v): false | number | string[] => {
    if (v === "false" || v === "no" || v === "0") return false;
    if (v === "true" || v === "yes") return 1;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(",").map((p) => p.trim());
  });

export const platformConfigObject = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Standalone server: interface and port (`node platform/server.ts`). */
  HOST: z.string().min(1).default("0.0.0.0"),
  PLATFORM_PORT: whole(1, 65535).default(3100),
  TRUST_PROXY: trustProxy.default(false),
  /** PostgreSQL; unset: SQLite at SQLITE_PATH. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SQLITE_PATH: z.string().min(1).default(".data/platform.sqlite"),
  /** The one client allowed to obtain site tokens (POST /api/account/loginWithToken). */
  PLATFORM_CLIENT_ID: z.string().min(1).default("site"),
  PLATFORM_CLIENT_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** Signs the platform's own tokens (bot-check challenges). Unset: random per process. */
  PLATFORM_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Signs partner links (`sig` of GET /api/lead/get-by-utm). Unset: random per process (links last until restart). */
  PARTNER_LINK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Cloudflare Turnstile's secret, for brands whose captcha provider is "turnstile". Unset: Turnstile tokens are refused. */
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  /** Brand of a call that names none. */
  DEFAULT_BRAND: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a brand code (a-z, 0-9, -)")
    .default("lonestar"),
  /** Served states per brand for the zip lookup: `*=TX;bluebonnet=TX,AZ,NM`. */
  REFERENCE_SERVED_STATES: z
    .string()
    .regex(/^([a-z0-9*-]+=[A-Za-z]{2}(,[A-Za-z]{2})*;?)+$/, "must look like *=TX;brand=TX,AZ")
    .optional(),
  /** Where the bundled vehicle database is unpacked (default: node_modules/.cache/agency-reference). */
  REFERENCE_CACHE_DIR: z.string().min(1).optional(),
  /** The outside rater of the HTTP connector carrier, and its Authorization header value. */
  RATING_CONNECTOR_URL: url.optional(),
  RATING_CONNECTOR_AUTHORIZATION: z.string().min(1).optional(),
  RATING_DELAY: z.enum(["realistic", "none"]).default("realistic"),
  RATING_DELAYS_MS: z
    .string()
    .regex(/^([a-z0-9*-]+=\d{1,6},?)+$/, "must look like carrier=ms,*=ms")
    .optional(),
  /** Per visitor address and 15 minutes: saved-quote owner checks (each transaction also allows only 3 failed tries). */
  OWNER_CHECKS_PER_15_MIN: whole(1, 100000).default(20),
  /** Per visitor address and 15 minutes: previous-quote look-ups by phone and date of birth. */
  PREVIOUS_LOOKUPS_PER_15_MIN: whole(1, 100000).default(10),
  /**
   * The site's own addresses, which password-reset links (resetUrl) and payment returns may point at:
   * origins or bare host names, comma-separated (`https://lonestar.example,es.lonestar.example`; a
   * bare host allows http and https on any port). Unset: the brands' demo hosts (localhost, 127.0.0.1, *.localtest.me).
   */
  SITE_ORIGINS: z
    .string()
    .trim()
    .regex(/^(https?:\/\/)?[a-z0-9.-]+(:\d{1,5})?(\s*,\s*(https?:\/\/)?[a-z0-9.-]+(:\d{1,5})?)*$/i, "must be origins or host names, comma-separated")
    .optional(),
  /** E-mail delivery over SMTP (nodemailer), e.g. smtp://user:pass@mail.example:587; unset: messages stay in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must start with smtp:// or smtps://")
    .optional(),
  /** The From address of e-mails (the brand's name is its display name). */
  MAIL_FROM: z.email({ error: "must be an e-mail address" }).default("no-reply@agency.example"),
  /** Texts through an HTTP provider: POST { to, text } with `Authorization: Bearer SMS_PROVIDER_TOKEN`; unset: texts stay in the outbox. */
  SMS_PROVIDER_URL: url.optional(),
  SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
  /** scrypt work factor of new password hashes, as log2 N (memory 128·N·8 bytes). Unset: 15, or 12 when NODE_ENV=test. */
  PASSWORD_SCRYPT_LOG2N: whole(10, 20).optional(),
  /** Failed sign-ins per account (e-mail) and per visitor address in 15 minutes before sign-in answers 429. */
  LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN: whole(1, 100000).default(10),
  LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN: whole(1, 100000).default(30),
  /** After 3 failures on an account, each further try waits this much longer (ms, up to 8 steps). */
  LOGIN_DELAY_STEP_MS: whole(0, 5000).default(250),
  /** Per visitor address and 15 minutes: password-reset requests (each e-mail also gets at most 5 messages an hour). */
  PASSWORD_RESETS_PER_15_MIN: whole(1, 100000).default(10),
  /** Per visitor address and 15 minutes: account checks (customerExists, authenticate, createCustomer). */
  ACCOUNT_CHECKS_PER_15_MIN: whole(1, 100000).default(60),
  /**
   * The loyalty programme (doc3 §3, §6, §9; checked and defaulted by platform/services/loyalty-config.ts):
   * tier thresholds, points per rule, expiry, gift-card values in cents, and the social-connect flag.
   */
  LOYALTY_TIER_GOLD: z.string().optional(),
  LOYALTY_TIER_PLATINUM: z.string().optional(),
  LOYALTY_POINTS_QUOTE: z.string().optional(),
  LOYALTY_POINTS_PURCHASE: z.string().optional(),
  LOYALTY_POINTS_REFERRAL: z.string().optional(),
  LOYALTY_POINTS_SOCIAL: z.string().optional(),
  LOYALTY_EXPIRY_MONTHS: z.string().optional(),
  LOYALTY_CARD_VALUES: z.string().optional(),
  SOCIAL_CONNECT_ENABLED: z.string().optional(),
});

type Parsed = z.infer<typeof platformConfigObject>;

export type PlatformConfig = Parsed & {
  PLATFORM_SECRET: string;
  PARTNER_LINK_SECRET: string;
  /** True when PLATFORM_SECRET was not given and a random one is in use. */
  platformSecretGenerated: boolean;
  /** Values carrier definitions may name as `env:NAME` (the RATING_CONNECTOR_* settings). */
  carrierSettings: Record<string, string | undefined>;
};

export class PlatformConfigError extends Error {
  override name = "PlatformConfigError";
}

/** Reads the platform's variables from `source` (other keys are ignored; empty strings count as unset). */
export function loadPlatformConfig(source: Record<string, string | undefined>): PlatformConfig {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value !== "" && key in platformConfigObject.shape) cleaned[key] = value;
  }
  const result = platformConfigObject.safeParse(cleaned);
  if (!result.success) {
    const parts = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`);
    throw new PlatformConfigError(`Invalid platform configuration: ${parts.join("; ")}`);
  }
  const config = result.data;
  return {
    ...config,
    PLATFORM_SECRET: config.PLATFORM_SECRET ?? randomBytes(32).toString("base64url"),
    PARTNER_LINK_SECRET: config.PARTNER_LINK_SECRET ?? randomBytes(32).toString("base64url"),
    platformSecretGenerated: config.PLATFORM_SECRET === undefined,
    carrierSettings: { RATING_CONNECTOR_URL: config.RATING_CONNECTOR_URL, RATING_CONNECTOR_AUTHORIZATION: config.RATING_CONNECTOR_AUTHORIZATION },
  };
}

/** A platform serving on its own must know its one client: without PLATFORM_CLIENT_SECRET it does not start. */
export function assertStandaloneConfig(config: PlatformConfig): void {
  if (!config.PLATFORM_CLIENT_SECRET) {
    throw new PlatformConfigError("PLATFORM_CLIENT_SECRET is required: the platform gives site tokens only to a client that presents it.");
  }
}
