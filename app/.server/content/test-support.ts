/**
 * A stand-in for Sanity's query HTTP API (msw handlers), for tests of the `sanity` content source.
 * It answers `GET|POST https://<project>.api[cdn].sanity.io/v<date>/data/query/<dataset>` by running
 * the query with groq-js over an in-memory dataset, honouring the `published` and `drafts`
 * perspectives (drafts need a token, as on Sanity), and records every request.
 *
 *   const sanity = createSanityMock({ documents: seedDocuments() });
 *   const server = setupServer(...sanity.handlers);
 *   sanity.failWith("network");   // the project becomes unreachable
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { evaluate, parse } from "groq-js";
import { http, HttpResponse } from "msw";
import { parseNdjson } from "./local-source.ts";

export const SANITY_TEST_PROJECT = "testproj";
export const SANITY_TEST_DATASET = "production";
export const SANITY_TEST_TOKEN = "sk-test-token";

export interface SanityRequest {
  host: string;
  perspective: string | null;
  authorization: string | null;
  query: string;
  params: Record<string, unknown>;
}

export type SanityDocument = Record<string, unknown> & { _id: string; _type: string };

/** The documents of the committed seed dataset. */
export function seedDocuments(file = "studio/seed/production.ndjson"): SanityDocument[] {
  return parseNdjson(readFileSync(resolve(process.cwd(), file), "utf8")) as SanityDocument[];
}

function applyPerspective(documents: SanityDocument[], perspective: string): SanityDocument[] {
  const published = documents.filter((d) => !d._id.startsWith("drafts."));
  if (perspective !== "drafts" && perspective !== "previewDrafts") return published;
  const byId = new Map(published.map((d) => [d._id, d]));
  for (const draft of documents.filter((d) => d._id.startsWith("drafts."))) {
    const id = draft._id.slice("drafts.".length);
    byId.set(id, { ...draft, _id: id, _originalId: draft._id });
  }
  return [...byId.values()];
}

export function createSanityMock(options: { documents: SanityDocument[]; projectId?: string; dataset?: string; token?: string }) {
  const projectId = options.projectId ?? SANITY_TEST_PROJECT;
  const dataset = options.dataset ?? SANITY_TEST_DATASET;
  const token = options.token ?? SANITY_TEST_TOKEN;
  let documents = structuredClone(options.documents);
  let failure: "network" | number | undefined;
  const requests: SanityRequest[] = [];

  const answer = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    let query = url.searchParams.get("query") ?? "";
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
    if (request.method === "POST") {
      const body = (await request.json()) as { query: string; params?: Record<string, unknown> };
      query = body.query;
      Object.assign(params, body.params ?? {});
    }
    const perspective = url.searchParams.get("perspective");
    const authorization = request.headers.get("authorization");
    requests.push({ host: url.host, perspective, authorization, query, params });
    if (failure === "network") return HttpResponse.error();
    if (typeof failure === "number") return HttpResponse.json({ error: "Service unavailable", statusCode: failure }, { status: failure });
    const drafts = perspective === "drafts" || perspective === "previewDrafts";
    if (drafts && authorization !== `Bearer ${token}`) {
      return HttpResponse.json({ error: "Unauthorized", message: "Drafts need a token", statusCode: 401 }, { status: 401 });
    }
    // As on Sanity: a document whose id has a path (a dot, e.g. `drafts.x` or `a.b`) is served
    // only to an authenticated read.
    const readable = authorization === `Bearer ${token}` ? documents : documents.filter((d) => !d._id.includes("."));
    const data = applyPerspective(readable, perspective ?? "raw");
    const value = await evaluate(parse(query, { params }), { dataset: data, params });
    return HttpResponse.json({ query, result: await value.get(), ms: 1 });
  };

  const pattern = new RegExp(`^https://${projectId}\\.(api|apicdn)\\.sanity\\.io/v[^/]+/data/query/${dataset}$`);
  const matches = (url: URL) => pattern.test(`${url.origin}${url.pathname}`);

  return {
    handlers: [http.get(({ request }) => matches(new URL(request.url)), answer), http.post(({ request }) => matches(new URL(request.url)), answer)],
    requests,
    /** Replaces the dataset (as if editors published). */
    setDocuments(next: SanityDocument[]) {
      documents = structuredClone(next);
    },
    /** Changes one document in place. */
    update(id: string, change: (doc: SanityDocument) => void) {
      const doc = documents.find((d) => d._id === id);
      if (!doc) throw new Error(`no document ${id}`);
      change(doc);
    },
    /** Makes every request fail: "network" (unreachable) or an HTTP status; undefined heals. */
    failWith(next: "network" | number | undefined) {
      failure = next;
    },
  };
}
