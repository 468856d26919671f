/** What every service and route module of the platform receives. */
import type { Logger } from "pino";
import type { Env } from "../../app/.server/env.ts";
import type { Db, Store } from "../db/index.ts";
import type { RatingEvents } from "./rating-events.ts";

export interface PlatformSettings {
  /** Bot-check proof-of-work difficulty in leading zero bits (default 14: a few ms to a few hundred ms). */
  botCheckDifficulty: number;
  /** Time limit of one carrier's answer, in ms (default 20000). */
  carrierTimeoutMs: number;
  /** Carrier answer delays (RATING_DELAY). */
  ratingDelay: "realistic" | "none";
  /** Replaces the carrier delay (ms) whatever RATING_DELAY says (tests, demos). */
  delayFor?: (carrierId: string) => number;
  /** Failed owner checks allowed per quote (doc2 §9: 3). */
  ownerCheckAttempts: number;
}

export interface PlatformContext {
  store: Store;
  db: Db;
  config: Env;
  logger: Logger;
  events: RatingEvents;
  settings: PlatformSettings;
  /** Signs bot-check challenges (derived from SESSION_SECRET). */
  secret: string;
  now: () => Date;
}
