/**
 * The quote flow's limits, each stated once. How many drivers (the primary driver included) and
 * vehicles one quote may hold: the draft's schema, the quote actions and the "you can add up to"
 * messages read these; the platform's rating API refuses more with the same figures
 * (platform/rating/limits.ts, checked equal by tests/integration/contact-rules-agree.test.ts). The
 * licence image's size: the page (before sending) and the action (on receipt) apply the same limit.
 */
export const MAX_DRIVERS_PER_QUOTE = 10;
export const MAX_VEHICLES_PER_QUOTE = 10;

/** doc2 §5, §9: a licence image of at most 5242880 bytes; the platform reads none larger. */
export const LICENSE_IMAGE_MAX_BYTES = 5_242_880;

/**
 * The licence image limit a brand's quote page and its action both apply: the CMS setting
 * (`imageUploadMaxBytes`) when it is lower, never more than doc2's 5242880 bytes the platform reads.
 */
export function licenseImageLimit(configured: number | undefined): number {
  return configured !== undefined && Number.isFinite(configured) && configured > 0 ? Math.min(configured, LICENSE_IMAGE_MAX_BYTES) : LICENSE_IMAGE_MAX_BYTES;
}
