/**
 * How many drivers (the primary driver included) and vehicles one quote may hold. The draft's
 * schema, the quote actions and the "you can add up to" messages read these; the platform's rating
 * API refuses more with the same figures (platform/rating/limits.ts, checked equal by
 * tests/integration/contact-rules-agree.test.ts).
 */
export const MAX_DRIVERS_PER_QUOTE = 10;
export const MAX_VEHICLES_PER_QUOTE = 10;
