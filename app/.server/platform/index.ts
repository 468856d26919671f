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
import type { FetchLike } from "./transport.ts";

export { createPlatformClient, type CallOptions, type PlatformClient, type PlatformClientOptions, type Query, type JsonBody } from "./client.ts";
export { createSiteCredentials, CredentialError, SITE_TOKEN_LIFETIME_MS, type CredentialProvider } from "./credentials.ts";
export { type PlatformHeader } from "./header.ts";
export { isSuccess, type PlatformAnswer, type PlatformFailure, type PlatformResult, type PlatformSuccess } from "./result.ts";
export { credentialStatuses, finalForbiddenCodes } from "./rules.ts";

type PlatformEnv = Pick<Env, "PLATFORM_URL" | "PORT" | "PLATFORM_TIMEOUT_MS" | "PLATFORM_CLIENT_ID" | "PLATFORM_CLIENT_SECRET">;

/** PLATFORM_URL, or this server itself when the platform is embedded (PLATFORM_URL unset). */
export function platformBaseUrl(env: Pick<Env, "PLATFORM_URL" | "PORT">): string {
  return (env.PLATFORM_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, "");
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
      clientSecret: env.PLATFORM_CLIENT_SECRET,
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
  });
}
