/**
 * Per-key limits counted in the platform's database (table rate_limits), so every instance shares
 * them and a restart forgets nothing. rate-limiter-flexible does the arithmetic; `KyselyLimiterStore`
 * is its store over Kysely, one implementation for SQLite and PostgreSQL (an atomic upsert).
 *
 *   const limiter = createLimiter(ctx.db, { name: "verify", points: 20, duration: 15 * 60 });
 *   await consume(limiter, ip);   // throws HttpError 429 (retryAfterSeconds) when spent
 */
import { createRequire } from "node:module";
import { RateLimiterRes, type RateLimiterStoreAbstract as StoreAbstract } from "rate-limiter-flexible";
import type { Db } from "../db/index.ts";
import { addRateLimitPoints, deleteRateLimit, deleteRateLimitsExpiredBefore, findLiveRateLimit, setRateLimit } from "../repositories/rate-limits.ts";
import { HttpError } from "./envelope.ts";

// The package declares the store base class but does not export it from its entry point.
const RateLimiterStoreAbstract = createRequire(import.meta.url)("rate-limiter-flexible/lib/RateLimiterStoreAbstract.js") as typeof StoreAbstract;

interface StoredCount {
  points: number;
  expire: number | null;
}

const toCount = (row: { points: number | string; expire: number | string | null }): StoredCount => ({
  points: Number(row.points),
  expire: row.expire === null ? null : Number(row.expire),
});

/** rate-limiter-flexible's store contract (`_upsert`, `_get`, `_delete`, `_getRateLimiterRes`) over the rate_limits table. */
export class KyselyLimiterStore extends RateLimiterStoreAbstract {
  readonly #db: Db;

  constructor(db: Db, options: { keyPrefix: string; points: number; duration: number }) {
    // The store is the Kysely instance; the in-memory block of the abstract store stays off so
    // that every count is read from the shared table.
    super({ ...options, storeClient: db, inMemoryBlockOnConsumed: 0 });
    this.#db = db;
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<StoredCount> {
    const now = Date.now();
    const expire = msDuration > 0 ? now + msDuration : null;
    const row = forceExpire ? await setRateLimit(this.#db, rlKey, points, expire) : await addRateLimitPoints(this.#db, rlKey, points, expire, now);
    if (Math.random() < 0.01) void deleteRateLimitsExpiredBefore(this.#db, now - 3600_000).catch(() => undefined);
    return toCount(row);
  }

  async _get(rlKey: string): Promise<StoredCount | null> {
    const row = await findLiveRateLimit(this.#db, rlKey, Date.now());
    return row ? toCount(row) : null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    return deleteRateLimit(this.#db, rlKey);
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: StoredCount): RateLimiterRes {
    const isFirstInDuration = changedPoints === result.points;
    const consumedPoints = isFirstInDuration ? changedPoints : result.points;
    return new RateLimiterRes(
      Math.max(this.points - consumedPoints, 0),
      result.expire ? Math.max(result.expire - Date.now(), 0) : -1,
      consumedPoints,
      isFirstInDuration,
    );
  }
}

export type Limiter = KyselyLimiterStore;

/** A limiter of `points` calls per key and `duration` seconds; `name` keeps its keys apart from other limiters'. */
export function createLimiter(db: Db, options: { name: string; points: number; duration: number }): Limiter {
  return new KyselyLimiterStore(db, { keyPrefix: options.name, points: options.points, duration: options.duration });
}

export async function consume(limiter: Limiter, key: string, message = "Too many requests. Please wait and try again."): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new HttpError(429, message, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) });
    }
    throw error;
  }
}
