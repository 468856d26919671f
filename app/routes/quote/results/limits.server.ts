/** Per-address limits of the returning-visitor forms (guessing a date of birth must stay slow). */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

const previousLookups = new RateLimiterMemory({ points: 10, duration: 15 * 60 });
const ownerChecks = new RateLimiterMemory({ points: 20, duration: 15 * 60 });

async function allowed(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

export const allowPreviousLookup = (ip: string) => allowed(previousLookups, `previous:${ip}`);
export const allowOwnerCheck = (ip: string) => allowed(ownerChecks, `owner:${ip}`);
