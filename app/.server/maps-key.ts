/**
 * The Google key for calls made from the server (geocoding, place reviews). A brand's Maps key in
 * the CMS is the browser's, usually restricted to the brand's sites by referrer, which Google
 * refuses from a server: GOOGLE_MAPS_SERVER_KEY replaces it there when set.
 */
import { env, type Env } from "./env.ts";

export function serverMapsKey(brandKey: string, config: Pick<Env, "GOOGLE_MAPS_SERVER_KEY"> = env()): string {
  return config.GOOGLE_MAPS_SERVER_KEY ?? brandKey;
}
