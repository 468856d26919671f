/**
 * What a page's fetcher read from a resource route. The page asks React Router's way (the route's
 * path with `.data`, the answer in React Router's stream encoding, turbo-stream); this decodes it
 * with React Router's own decoder and gives the action's answer, as a caller outside the page
 * reads it as JSON from the route's own path. A test can also hand the page's fetcher an answer of
 * its own (or change the site's), in the same encoding.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page, Response, Route } from "@playwright/test";

type Decode = (readable: ReadableStream<Uint8Array>) => Promise<{ done: Promise<unknown>; value: unknown }>;
type Encode = (input: unknown) => ReadableStream<Uint8Array>;

const reactRouter = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const decoder = pathToFileURL(path.join(reactRouter, "dist/development/vendor/turbo-stream-v2/turbo-stream.js")).href;

/** Whether a response is the answer to a fetcher's post to the resource route at `pathname` (`/quote/results/contact`). */
export function isFetcherAnswer(response: Response, pathname: string): boolean {
  return response.request().method() === "POST" && new URL(response.url()).pathname === `${pathname}.data`;
}

/** The action's answer a fetcher read (its `data`); throws when the action failed. */
export async function fetcherAnswer(response: Response): Promise<unknown> {
  const { decode } = (await import(decoder)) as { decode: Decode };
  const decoded = await decode(new Blob([new Uint8Array(await response.body())]).stream());
  await decoded.done;
  const result = decoded.value as { data?: unknown; error?: unknown };
  if ("error" in result) throw new Error(`${response.url()} failed: ${String(result.error)}`);
  return result.data;
}

/**
 * The page's loaders run again from now on: React Router's GETs of the `.data` of the address the
 * page is at (as after a fetcher's post that revalidates). Each is listed by its address.
 */
export function watchLoaderReruns(page: Page): string[] {
  const { pathname } = new URL(page.url());
  const data = pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`;
  const reruns: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname === data) reruns.push(`${url.pathname}${url.search}`);
  });
  return reruns;
}

async function decoded(body: Buffer): Promise<unknown> {
  const { decode } = (await import(decoder)) as { decode: Decode };
  const result = await decode(new Blob([new Uint8Array(body)]).stream());
  await result.done;
  return result.value;
}

async function encoded(value: unknown): Promise<Buffer> {
  const { encode } = (await import(decoder)) as { encode: Encode };
  return Buffer.from(await new globalThis.Response(encode(value)).arrayBuffer());
}

/** Answers a fetcher's post with `data` as the action's answer, in React Router's encoding, with the action's status. */
export async function fulfillFetcherAnswer(route: Route, data: unknown, status = 200): Promise<void> {
  await route.fulfill({ status, headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" }, body: await encoded({ data }) });
}

/** Lets a fetcher's load reach the site, then hands the page the loader's answer as `change` makes it, in React Router's encoding. */
export async function changeFetcherLoad(route: Route, change: (data: unknown) => unknown): Promise<void> {
  const response = await route.fetch();
  const routes = (await decoded(await response.body())) as Record<string, { data?: unknown }>;
  const changed = Object.fromEntries(Object.entries(routes).map(([id, result]) => [id, "data" in result ? { data: change(result.data) } : result]));
  await route.fulfill({ response, body: await encoded(changed) });
}
