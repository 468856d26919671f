/** What every service and route module of the platform receives. */
import type { Logger } from "pino";
import type { PlatformConfig } from "../config.ts";
import type { Db, Store } from "../db/index.ts";
import type { RatingEvents } from "./rating-events.ts";

export interface PlatformSettings {
  /** Bot-check proof of work: PBKDF2 iterations per try, 256 tries on average (default 1000: well under a second on a phone). */
  botCheckCost: number;
  /** Time limit of one carrier's answer, in ms (default 20000). */
  carrierTimeoutMs: number;
  /** Carrier answer delays (RATING_DELAY). */
  ratingDelay: "realistic" | "none";
  /** Replaces the carrier delay (ms) whatever RATING_DELAY says (tests, demos). */
  delayFor?: (carrierId: string) => number;
  /** Failed owner checks allowed per rating transaction (doc2 §9: 3). */
  ownerCheckAttempts: number;
}

export interface PlatformContext {
  store: Store;
  db: Db;
  config: PlatformConfig;
  logger: Logger;
  events: RatingEvents;
  settings: PlatformSettings;
  /** Signs bot-check challenges (PLATFORM_SECRET). */
  secret: string;
  now: () => Date;
}
