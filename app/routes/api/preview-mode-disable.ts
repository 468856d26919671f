/**
 * Leaves preview mode (preview-mode.ts): `POST /api/preview-mode/disable?to=/offices/dallas` ends the
 * preview cookie and sends the visitor to the page (`/` without `to`), now with published content.
 * A GET changes nothing: it shows the button that sends the POST.
 */
import { disablePreviewCookies, safeRedirectPath } from "~/.server/preview-mode";
import { isSecure } from "~/.server/site-context";
import type { Route } from "./+types/preview-mode-disable";

const NO_STORE = { "Cache-Control": "private, no-store" };

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function loader({ url }: Route.LoaderArgs) {
  const to = safeRedirectPath(url.searchParams.get("to"));
  const action = `${url.pathname}?to=${encodeURIComponent(to)}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Leave preview mode</title></head>
<body><main><h1>Leave preview mode</h1><p>This browser is seeing unpublished drafts. Leave preview mode to see the site as visitors do.</p>
<form method="post" action="${escape(action)}"><button type="submit">Leave preview mode</button></form></main></body></html>`;
  return new Response(html, { headers: { ...NO_STORE, "Content-Type": "text/html; charset=utf-8" } });
}

export async function action({ request, url }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Use POST.", { status: 405, headers: { ...NO_STORE, Allow: "GET, POST" } });
  const headers = new Headers({ ...NO_STORE, Location: safeRedirectPath(url.searchParams.get("to")) });
  for (const cookie of await disablePreviewCookies(isSecure(request, url))) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}
