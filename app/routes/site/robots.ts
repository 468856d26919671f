/** GET /robots.txt: per brand host, the private areas kept out and where the sitemap is. */
import { publicAddress } from "~/.server/seo";
import { siteContext } from "~/.server/site-context";
import { robotsTxt } from "~/domain/public/seo";
import type { Route } from "./+types/robots";

export function loader({ context, request, url }: Route.LoaderArgs) {
  const { origin } = publicAddress(context.get(siteContext), request, url);
  return new Response(robotsTxt(origin), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
