/**
 * Per-visitor limits on the site's own actions (a quote step, a requote): the site asks before it
 * acts, and the count lives in the platform's database like every other limit, so every site
 * instance shares it and a restart forgets nothing. The visitor is the address a credentialed site
 * forwards (X-Visitor-Address).
 * - POST /api/limits/consume  { bucket } → { allowed: true }, or 429 with retryAfterSeconds
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import type { PlatformContext } from "../services/context.ts";

/** The site's buckets: actions per visitor in a window of `duration` seconds. */
export const SITE_BUCKETS = {
  /** Quote wizard steps (each may save a draft, look up a licence or rate an estimate). */
  "quote-actions": { points: 120, duration: 60 },
  /** A requote rates a transaction with every carrier. */
  requotes: { points: 30, duration: 15 * 60 },
  /** A renters rate request rates with every renters carrier. */
  "renters-rates": { points: 30, duration: 15 * 60 },
  /** Public forms (contact, newsletter, consent, wait list), each kind counted apart. */
  "form-contact": { points: 30, duration: 10 * 60 },
  "form-newsletter": { points: 30, duration: 10 * 60 },
  "form-consent": { points: 30, duration: 10 * 60 },
  "form-wait-list": { points: 30, duration: 10 * 60 },
} as const;

type Bucket = keyof typeof SITE_BUCKETS;
const bucketNames = Object.keys(SITE_BUCKETS) as [Bucket, ...Bucket[]];

export function registerLimitRoutes(api: Api, ctx: PlatformContext): void {
  const limiters = new Map(bucketNames.map((name) => [name, createLimiter(ctx.db, { name: `site-${name}`, ...SITE_BUCKETS[name] })]));

  api.route({
    method: "post",
    path: "/api/limits/consume",
    auth: "site",
    tags: ["limits"],
    summary: "Count one of the visitor's actions on the site",
    description: `Buckets: ${bucketNames.map((name) => `\`${name}\` (${SITE_BUCKETS[name].points} per ${SITE_BUCKETS[name].duration} s)`).join(", ")}. Counted per visitor address; 429 with retryAfterSeconds when spent.`,
    errorStatuses: [429],
    body: z.object({ bucket: z.enum(bucketNames, { error: `must be one of ${bucketNames.join(", ")}` }) }),
    response: z.object({ allowed: z.literal(true) }),
    handler: async ({ body, ip }) => {
      await consume(limiters.get(body.bucket)!, ip);
      return { allowed: true as const };
    },
  });
}
