/**
 * Configuration: every variable the site and the embedded platform read, validated once at start.
 * `.env.example` lists each one with its default. Imported by server.ts (plain Node) and by the app,
 * so it uses relative imports only.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

/** A whole number from an environment string, with a message that says so. */
const whole = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const TRUST_PROXY_ERROR = "must be false, a hop count (1 for one load balancer) or the proxy's addresses (10.0.0.0/8,loopback)";
const proxyAddress = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/**
 * Which proxies may tell us the visitor's address (X-Forwarded-For), as Express's "trust proxy"
 * takes it: `false` (none: the socket's address is the visitor's), a hop count (`1`: the one load
 * balancer in front), or the proxies' addresses and ranges. `true` means one hop: trusting every hop
 * would let a visitor choose their own address by sending X-Forwarded-For.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (["false", "0", "no", "off"].includes(lower)) return false;
    if (["true", "yes", "on"].includes(lower)) return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const parts = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length > 0 && parts.every((part) => proxyAddress.test(part))) return parts;
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_ERROR });
    return z.NEVER;
  });

/** Whether X-Forwarded-Proto and X-Forwarded-Host come from a trusted proxy. */
export function behindProxy(config: Pick<Env, "TRUST_PROXY">): boolean {
  return config.TRUST_PROXY !== false;
}

export const envObject = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: whole(1, 65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The production build the server reads (react-router.config.ts writes it there too). */
  BUILD_DIR: z.string().min(1).default("build"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxySchema.default(false),
  /** Signs session cookies. Unset: a random secret per process (sessions end on restart and do not span instances). */
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Lets `?brand=` and the `brand` cookie pick a brand. Default: on outside production. */
  BRAND_OVERRIDE: bool.optional(),
  /** Brand used when the Host header matches no brand. */
  DEFAULT_BRAND: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a brand code (a-z, 0-9, -)")
    .default("lonestar"),

  /** Where the agency platform is. Unset: the reference platform runs embedded on this server. */
  PLATFORM_URL: url.optional(),
  PLATFORM_TIMEOUT_MS: whole(100, 120000).default(15000),
  /** Client id and secret the site presents to the platform. */
  PLATFORM_CLIENT_ID: z.string().min(1).default("site"),
  PLATFORM_CLIENT_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * Loopback port of the embedded platform (PLATFORM_URL unset). The platform never answers on the
   * public port: the site reaches it on 127.0.0.1 at this port (0: any free port).
   */
  PLATFORM_INTERNAL_PORT: whole(0, 65535).default(0),
  /** Largest request body the site reads, in bytes (a licence photo of 5 MB, base64, fits). */
  MAX_BODY_BYTES: whole(1024, 50_000_000).default(8_000_000),
  /** A request whose headers and body have not arrived within this time is ended (ms). */
  REQUEST_TIMEOUT_MS: whole(1000, 600_000).default(30_000),
  /** Pages rendered at once (render-slots.ts); the next visitors wait in line for a slot. */
  RENDER_SLOTS: whole(1, 1000).default(8),
  /** Visitors who may wait for a render slot; beyond them a page answers 503 with Retry-After. */
  RENDER_QUEUE: whole(0, 100_000).default(2000),
  /** How long a visitor waits in line for a render slot before a 503 with Retry-After (ms). */
  RENDER_WAIT_MS: whole(100, 600_000).default(15_000),

  /** PostgreSQL for the embedded platform; unset: SQLite at SQLITE_PATH. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SQLITE_PATH: z.string().min(1).default(".data/platform.sqlite"),
  /** Port of the standalone platform server (`node platform/server.ts`). */
  PLATFORM_PORT: whole(1, 65535).default(3100),
  /** Served states per brand for the platform's zip lookup: `*=TX;bluebonnet=TX,AZ,NM`. */
  REFERENCE_SERVED_STATES: z
    .string()
    .regex(/^([a-z0-9*-]+=[A-Za-z]{2}(,[A-Za-z]{2})*;?)+$/, "must look like *=TX;brand=TX,AZ")
    .optional(),
  /** Where the platform unpacks its bundled vehicle database (default: node_modules/.cache/agency-reference). */
  REFERENCE_CACHE_DIR: z.string().min(1).optional(),
  /** The outside rater of the HTTP connector carrier, and its Authorization header value. */
  RATING_CONNECTOR_URL: url.optional(),
  RATING_CONNECTOR_AUTHORIZATION: z.string().min(1).optional(),
  /** Carrier answer delays: `realistic` spreads answers over seconds, `none` answers at once. */
  RATING_DELAY: z.enum(["realistic", "none"]).default("realistic"),
  /** Known answer delays per carrier, replacing RATING_DELAY (tests, benchmarks): `gulf-breeze=300,red-river=1200,*=800`. */
  RATING_DELAYS_MS: z
    .string()
    .regex(/^([a-z0-9*-]+=\d{1,6},?)+$/, "must look like carrier=ms,*=ms")
    .optional(),
  /** Per visitor address and 15 minutes: saved-quote owner checks (each quote also allows only 3 tries). */
  OWNER_CHECKS_PER_15_MIN: whole(1, 100000).default(20),
  /** Per visitor address and 15 minutes: previous-quote look-ups by phone and date of birth. */
  PREVIOUS_LOOKUPS_PER_15_MIN: whole(1, 100000).default(10),

  /**
   * Google key for the calls this server makes (geocoding, place reviews): a server key, not
   * restricted by referrer. Unset: the brand's Maps key from the CMS (the browser's key).
   */
  GOOGLE_MAPS_SERVER_KEY: z.string().trim().min(1).optional(),

  CONTENT_SOURCE: z.enum(["local", "sanity"]).default("local"),
  CONTENT_DATASET_FILE: z.string().min(1).default("studio/seed/production.ndjson"),
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a Sanity project id")
    .optional(),
  SANITY_DATASET: z.string().min(1).default("production"),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2025-02-19")
    .default("2025-02-19"),
  SANITY_TOKEN: z.string().min(1).optional(),
  /**
   * A read token used only for visitors in preview mode (the Studio's Presentation tool): their
   * requests read drafts from the live API; everyone else keeps reading published content from the
   * CDN. Unset: SANITY_TOKEN, when set. docs/content.md, "Previewing drafts".
   */
  SANITY_PREVIEW_TOKEN: z.string().min(1).optional(),
  /** The Studio's address (https://agency.sanity.studio): the one origin that may frame the site, and only in preview mode. */
  SANITY_STUDIO_URL: url.transform((value) => new URL(value).origin).optional(),
  SANITY_WEBHOOK_SECRET: z.string().min(16).optional(),
  CONTENT_CACHE_TTL_MS: whole(0, 86400000).default(60000),
});

export const envSchema = envObject.superRefine((env, ctx) => {
  if (env.CONTENT_SOURCE === "sanity" && !env.SANITY_PROJECT_ID) {
    ctx.addIssue({ code: "custom", path: ["SANITY_PROJECT_ID"], message: "is required when CONTENT_SOURCE=sanity" });
  }
  // A platform elsewhere answers only the site's credential: in production, no secret, no start.
  if (env.PLATFORM_URL && env.NODE_ENV === "production" && !env.PLATFORM_CLIENT_SECRET) {
    ctx.addIssue({ code: "custom", path: ["PLATFORM_CLIENT_SECRET"], message: "is required in production when PLATFORM_URL is set" });
  }
});

export type Env = z.infer<typeof envSchema> & {
  SESSION_SECRET: string;
  /**
   * The site's secret at the platform. With the platform embedded and no secret configured, a random
   * one per process, given to both sides.
   */
  PLATFORM_CLIENT_SECRET: string | undefined;
  BRAND_OVERRIDE: boolean;
  /** True when SESSION_SECRET was not given and a random one is in use. */
  sessionSecretGenerated: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Turns the first problems of a parse into one line that names each bad variable. */
export function describeConfigError(error: z.ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const name = issue.path.join(".") || "environment";
    return `${name} ${issue.message}`;
  });
  return `Invalid configuration: ${parts.join("; ")}`;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value !== "" && key in envObject.shape) cleaned[key] = value;
  }
  const result = envSchema.safeParse(cleaned);
  if (!result.success) throw new ConfigError(describeConfigError(result.error));
  const env = result.data;
  return {
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
    PLATFORM_CLIENT_SECRET: env.PLATFORM_CLIENT_SECRET ?? (env.PLATFORM_URL ? undefined : randomBytes(32).toString("base64url")),
    sessionSecretGenerated: env.SESSION_SECRET === undefined,
    BRAND_OVERRIDE: env.BRAND_OVERRIDE ?? env.NODE_ENV !== "production",
  };
}

let cached: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
