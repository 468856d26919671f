/**
 * The platform seam: configuration to client.
 *
 * `createPlatformClientFromEnv(env, lang, trackId)` gives the client for one site request. The
 * site's credential is shared by every request of the process (one login per day, not per request).
 */
import type { Logger } from "pino";
import type { Language } from "../../domain/site.ts";
import type { Env } from "../env.ts";
import { logger as appLogger } from "../logger.ts";
import { createPlatformClient, type PlatformClient } from "./client.ts";
import { createSiteCredentials, type CredentialProvider } from "./credentials.ts";
import { defaultFetch, type FetchLike } from "./transport.ts";

export { createPlatformClient, type CallOptions, type PlatformClient, type PlatformClientOptions, type Query, type JsonBody } from "./client.ts";
export { createSiteCredentials, CredentialError, SITE_TOKEN_LIFETIME_MS, type CredentialProvider } from "./credentials.ts";
export { type PlatformHeader } from "./header.ts";
export { isSuccess, type PlatformAnswer, type PlatformFailure, type PlatformResult, type PlatformSuccess } from "./result.ts";
export { credentialStatuses, finalForbiddenCodes } from "./rules.ts";

type PlatformEnv = Pick<Env, "PLATFORM_URL" | "PLATFORM_TIMEOUT_MS" | "PLATFORM_CLIENT_ID" | "PLATFORM_CLIENT_SECRET">;

/**
 * The embedded platform (PLATFORM_URL unset): server.ts serves it on a loopback-only listener and
 * tells the site where, with the secret both sides share. It is never on the public listener.
 */
let embedded: { baseUrl: string; clientSecret: string } | undefined;

export function useEmbeddedPlatform(options: { baseUrl: string; clientSecret: string }): void {
  embedded = { baseUrl: options.baseUrl.replace(/\/+$/, ""), clientSecret: options.clientSecret };
}

/** PLATFORM_URL, or the embedded platform's loopback address. */
export function platformBaseUrl(env: Pick<Env, "PLATFORM_URL">): string {
  if (env.PLATFORM_URL) return env.PLATFORM_URL.replace(/\/+$/, "");
  if (!embedded) throw new Error("The embedded platform is not running: start the site with server.ts, or set PLATFORM_URL");
  return embedded.baseUrl;
}

function clientSecret(env: PlatformEnv): string | undefined {
  return env.PLATFORM_URL ? env.PLATFORM_CLIENT_SECRET : (embedded?.clientSecret ?? env.PLATFORM_CLIENT_SECRET);
}

const sharedCredentials = new Map<string, CredentialProvider>();

/** The process-wide site credential for this configuration (created on first use, then cached in memory). */
export function siteCredentialsFor(env: PlatformEnv, logger: Logger, options: { brand?: string; fetch?: FetchLike } = {}): CredentialProvider {
  const baseUrl = platformBaseUrl(env);
  const key = `${baseUrl} ${env.PLATFORM_CLIENT_ID} ${options.brand ?? ""}`;
  let provider = sharedCredentials.get(key);
  if (!provider) {
    provider = createSiteCredentials({
      baseUrl,
      clientId: env.PLATFORM_CLIENT_ID,
      clientSecret: clientSecret(env),
      brand: options.brand,
      timeoutMs: env.PLATFORM_TIMEOUT_MS,
      logger,
      fetch: options.fetch,
    });
    sharedCredentials.set(key, provider);
  }
  return provider;
}

export interface ClientFromEnvOptions {
  /** The request's brand code: the site credential is obtained and cached per brand. */
  brand?: string;
  /** Cancels calls when the visitor's request goes away (pass `request.signal`). */
  signal?: AbortSignal;
  /** The visitor's address, for the platform's per-visitor limits. */
  visitorAddress?: string;
  logger?: Logger;
  fetch?: FetchLike;
}

/** The platform client for one site request, from the validated configuration. */
export function createPlatformClientFromEnv(env: PlatformEnv, lang: Language, trackId: string, options: ClientFromEnvOptions = {}): PlatformClient {
  const logger = options.logger ?? appLogger().child({ component: "platform-client" });
  return createPlatformClient({
    baseUrl: platformBaseUrl(env),
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
    lang,
    trackId,
    credentials: siteCredentialsFor(env, logger, { brand: options.brand, fetch: options.fetch }),
    logger,
    fetch: options.fetch,
    signal: options.signal,
    visitorAddress: options.visitorAddress,
  });
}

/** Whether the platform answers its health call (for /readyz), within two seconds. */
export async function platformAnswers(env: PlatformEnv, fetchImpl: FetchLike = defaultFetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${platformBaseUrl(env)}/api/health`, { signal: AbortSignal.timeout(2000), headers: { accept: "application/json" } });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
