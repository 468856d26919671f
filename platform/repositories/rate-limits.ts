/**
 * The rate limits' per-key counters (table rate_limits; expire in epoch ms, null for no expiry),
 * written by one atomic upsert on SQLite and PostgreSQL alike.
 *
 *   const count = await addRateLimitPoints(db, "verify:203.0.113.7", 1, Date.now() + 900_000, Date.now());
 *   const live = await findLiveRateLimit(db, "verify:203.0.113.7", Date.now());
 */
import { sql } from "kysely";
import type { Db, RateLimitTable } from "../db/index.ts";

/** A counter as stored (PostgreSQL may answer the numbers as strings). */
export type RateLimitCount = Pick<RateLimitTable, "points" | "expire">;

/** Sets the key's counter to `points` and `expire`, whatever it held. */
export async function setRateLimit(db: Db, key: string, points: number, expire: number | null): Promise<RateLimitCount> {
  return db
    .insertInto("rate_limits")
    .values({ key, points, expire })
    .onConflict((oc) => oc.column("key").doUpdateSet({ points, expire }))
    .returning(["points", "expire"])
    .executeTakeFirstOrThrow();
}

/**
 * Adds `points` to the key's counter while it is live at `now` (its window kept); an expired or
 * missing counter starts again with `points` and `expire`. Answers the counter after the change.
 */
export async function addRateLimitPoints(db: Db, key: string, points: number, expire: number | null, now: number): Promise<RateLimitCount> {
  return db
    .insertInto("rate_limits")
    .values({ key, points, expire })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        // A live count grows; an expired one starts again with this call's points and window.
        points: sql<number>`case when rate_limits.expire is null or rate_limits.expire > ${now} then rate_limits.points + excluded.points else excluded.points end`,
        expire: sql<number>`case when rate_limits.expire is null or rate_limits.expire > ${now} then rate_limits.expire else excluded.expire end`,
      }),
    )
    .returning(["points", "expire"])
    .executeTakeFirstOrThrow();
}

/** Removes the counters that expired before `before` (epoch ms). */
export async function deleteRateLimitsExpiredBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom("rate_limits").where("expire", "<", before).execute();
}

/** The key's counter while it is live at `now` (no expiry, or expiring later). */
export async function findLiveRateLimit(db: Db, key: string, now: number): Promise<RateLimitCount | undefined> {
  return db
    .selectFrom("rate_limits")
    .select(["points", "expire"])
    .where("key", "=", key)
    .where((eb) => eb.or([eb("expire", "is", null), eb("expire", ">", now)]))
    .executeTakeFirst();
}

/** Removes the key's counter; answers whether there was one. */
export async function deleteRateLimit(db: Db, key: string): Promise<boolean> {
  const result = await db.deleteFrom("rate_limits").where("key", "=", key).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
