/**
 * What a page's fetcher read from a resource route. The page asks React Router's way (the route's
 * path with `.data`, the answer in React Router's stream encoding, turbo-stream); this decodes it
 * with React Router's own decoder and gives the action's answer, as a caller outside the page
 * reads it as JSON from the route's own path.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page, Response } from "@playwright/test";

type Decode = (readable: ReadableStream<Uint8Array>) => Promise<{ done: Promise<unknown>; value: unknown }>;

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
