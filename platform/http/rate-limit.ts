/**
 * Per-key limits (rate-limiter-flexible, in memory: each instance counts its own callers).
 *   const limiter = createLimiter({ points: 10, duration: 60 });
 *   await consume(limiter, `verify:${ip}`);   // throws HttpError 429 when spent
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "./envelope.ts";

export function createLimiter(options: { points: number; duration: number }): RateLimiterMemory {
  return new RateLimiterMemory(options);
}

export async function consume(limiter: RateLimiterMemory, key: string, message = "Too many requests. Please wait and try again."): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new HttpError(429, message, undefined, { retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) });
    }
    throw error;
  }
}
