/**
 * The one-time bot-check tokens already used (table botcheck_used), kept until they expire.
 *
 *   await insertUsedBotcheck(db, id, expiresAt);   // a unique violation when the id was used already
 *   await deleteExpiredBotchecks(db, nowIso(now));
 */
import type { Db } from "../db/index.ts";

/** Records a token id as used; a second insert of the id fails with a unique violation. */
export async function insertUsedBotcheck(db: Db, id: string, expiresAt: string): Promise<void> {
  await db.insertInto("botcheck_used").values({ id, expires_at: expiresAt }).execute();
}

/** Removes the used token ids that expired before `now`. */
export async function deleteExpiredBotchecks(db: Db, now: string): Promise<void> {
  await db.deleteFrom("botcheck_used").where("expires_at", "<", now).execute();
}
