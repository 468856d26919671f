/**
 * Where the Studio's Presentation tool turns preview mode on (preview-mode.ts):
 * `GET /api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/offices/dallas`.
 * @sanity/preview-url-secret checks the secret against the ones the Studio keeps in the dataset
 * (each valid for an hour); a valid one sets the preview cookie and sends the editor to the page,
 * anything else is refused with 401 and no cookie. Opening this address is how Sanity's protocol
 * asks for preview mode, so this GET sets a cookie: it takes nothing else and changes no content.
 * A site reading the local dataset has no drafts: 404, saying so.
 */
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { logger } from "~/.server/logger";
import { enablePreviewCookie, framedCrossSite, previewRunner, previewSetup, safeRedirectPath } from "~/.server/preview-mode";
import { isSecure } from "~/.server/site-context";
import { describeSanityError } from "~/.server/content/sanity-source";
import type { Route } from "./+types/preview-mode-enable";

const NO_STORE = { "Cache-Control": "private, no-store" };

const text = (status: number, message: string) => new Response(message, { status, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ request }: Route.LoaderArgs) {
  const setup = previewSetup();
  if (!setup.available) return text(404, setup.reason);
  let result: Awaited<ReturnType<typeof validatePreviewUrl>>;
  try {
    result = await validatePreviewUrl(previewRunner(setup).client, request.url);
  } catch (error) {
    logger().warn({ reason: describeSanityError(error) }, "preview secret could not be checked");
    return text(503, "The preview could not be checked: Sanity did not answer. Reload the preview in a moment.");
  }
  if (!result.isValid) {
    return text(401, "This preview link is not valid or has expired. Open the page again from the Studio's Presentation tool.");
  }
  const url = new URL(request.url);
  const cookie = await enablePreviewCookie(setup, {
    secure: isSecure(request, url),
    crossSite: framedCrossSite(setup.studioOrigin, url, request.headers.get("sec-fetch-site")),
  });
  return new Response(null, { status: 307, headers: { ...NO_STORE, Location: safeRedirectPath(result.redirectTo), "Set-Cookie": cookie } });
}
