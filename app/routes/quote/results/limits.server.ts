/** Per-address limits of the returning-visitor forms (guessing a date of birth must stay slow). */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "~/.server/env";

let limiters: { previousLookups: RateLimiterMemory; ownerChecks: RateLimiterMemory; requotes: RateLimiterMemory } | undefined;

/** Each requote rates a transaction with every carrier: 30 per address per 15 minutes. */
const REQUOTES_PER_15_MIN = 30;

/** Made on first use, from OWNER_CHECKS_PER_15_MIN and PREVIOUS_LOOKUPS_PER_15_MIN. */
function limitersFromEnv() {
  const config = env();
  return (limiters ??= {
    previousLookups: new RateLimiterMemory({ points: config.PREVIOUS_LOOKUPS_PER_15_MIN, duration: 15 * 60 }),
    ownerChecks: new RateLimiterMemory({ points: config.OWNER_CHECKS_PER_15_MIN, duration: 15 * 60 }),
    requotes: new RateLimiterMemory({ points: REQUOTES_PER_15_MIN, duration: 15 * 60 }),
  });
}

async function allowed(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

export const allowPreviousLookup = (ip: string) => allowed(limitersFromEnv().previousLookups, `previous:${ip}`);
export const allowOwnerCheck = (ip: string) => allowed(limitersFromEnv().ownerChecks, `owner:${ip}`);
export const allowRequote = (ip: string) => allowed(limitersFromEnv().requotes, `requote:${ip}`);
