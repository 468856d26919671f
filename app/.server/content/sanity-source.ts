/**
 * The `sanity` content source's query runner: @sanity/client against a real project. Without a
 * token it reads published content from the API CDN; with SANITY_TOKEN it reads the live API
 * with drafts overlaid (preview). Requests fail fast (no client retries): the cache in front of
 * it keeps the last good content instead.
 *
 * Requests go through the machine's fetch, looked up at call time, like the platform client's:
 * the client's bundled undici transport would bypass the fetch interceptors tests install.
 */
import { createClient, type SanityClient } from "@sanity/client";
import type { QueryParams } from "./queries.ts";
import type { QueryRunner } from "./local-source.ts";

export interface SanityConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  timeoutMs?: number;
}

export class SanityRunner implements QueryRunner {
  readonly client: SanityClient;
  readonly description: string;

  constructor(config: SanityConfig) {
    const preview = Boolean(config.token);
    this.client = createClient({
      projectId: config.projectId,
      dataset: config.dataset,
      apiVersion: config.apiVersion,
      useCdn: !preview,
      token: config.token,
      perspective: preview ? "drafts" : "published",
      timeout: config.timeoutMs ?? 10000,
      maxRetries: 0,
      resolveFetch: () => (input, init) => globalThis.fetch(input, init as RequestInit),
    });
    this.description = `Sanity project "${config.projectId}", dataset "${config.dataset}"`;
  }

  fetch(query: string, params: QueryParams = {}): Promise<unknown> {
    return this.client.fetch(query, params);
  }
}

/** One line saying why Sanity did not answer (no stack, no token). */
export function describeSanityError(error: unknown): string {
  if (!error || typeof error !== "object") return String(error);
  const e = error as { statusCode?: number; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.statusCode === 401 || e.statusCode === 403) return `access refused (HTTP ${e.statusCode}): check SANITY_TOKEN and the project's CORS/API settings`;
  if (e.statusCode === 404) return "project or dataset not found (HTTP 404): check SANITY_PROJECT_ID and SANITY_DATASET";
  if (e.statusCode) return `HTTP ${e.statusCode}`;
  const code = e.code ?? e.cause?.code;
  const message = (e.message ?? e.cause?.message ?? "").split("\n")[0];
  return code && !message?.includes(code) ? `${code} ${message}`.trim() : message || "no answer";
}
