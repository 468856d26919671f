/**
 * How many drivers and vehicles one quote may hold, whatever the carrier (each carrier then rates
 * up to its own `maxDrivers` and `maxVehicles`, and declines beyond). The rating API's transaction
 * schema (services/schemas.ts) and the engine's request schema (./request-schema.ts) both read
 * these; the site's quote flow keeps the same figures (app/domain/quote/limits.ts), and
 * tests/integration/contact-rules-agree.test.ts checks they are equal.
 */
export const MAX_DRIVERS_PER_QUOTE = 10;
export const MAX_VEHICLES_PER_QUOTE = 10;
