/**
 * Server cache for a remote content source. An entry is fresh for `ttlMs`; after that the cached
 * value is served at once while one refresh runs in the background (stale-while-revalidate).
 * When a refresh fails the last good value stays (stale-if-error), so a CMS that becomes
 * unreachable leaves the site serving its last good content. Only a key that was never fetched
 * successfully surfaces the error. Concurrent loads of one key share one request.
 */

interface Entry {
  value: unknown;
  fetchedAt: number;
  /** Set by `expireAll`: the next read waits for a fresh value (falling back to this one). */
  mustRevalidate: boolean;
  load: () => Promise<unknown>;
}

export interface CacheEvents {
  /** A refresh failed and the last good value is kept. */
  onStaleError?(key: string, error: unknown): void;
}

export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly ttlMs: number;
  private readonly events: CacheEvents;
  private readonly now: () => number;

  constructor(options: { ttlMs: number; events?: CacheEvents; now?: () => number }) {
    this.ttlMs = options.ttlMs;
    this.events = options.events ?? {};
    this.now = options.now ?? Date.now;
  }

  /** The value of `key`: cached when fresh, cached while refreshing when stale, loaded when missing. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (!entry) return (await this.refresh(key, load)) as T;
    if (entry.mustRevalidate) return (await this.refreshOrKeep(key, entry)) as T;
    if (this.now() - entry.fetchedAt >= this.ttlMs) {
      void this.refreshOrKeep(key, entry);
    }
    return entry.value as T;
  }

  /** Whether any value is cached. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Marks every entry for revalidation: its next read waits for a fresh value, and keeps the
   * old one should the source fail.
   */
  expireAll(): void {
    for (const entry of this.entries.values()) entry.mustRevalidate = true;
  }

  /** Loads every cached key again now; resolves when all are settled (failures keep old values). */
  async refreshAll(): Promise<void> {
    await Promise.all([...this.entries].map(([key, entry]) => this.refreshOrKeep(key, entry)));
  }

  private refresh(key: string, load: () => Promise<unknown>): Promise<unknown> {
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        this.entries.set(key, { value, fetchedAt: this.now(), mustRevalidate: false, load });
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  private async refreshOrKeep(key: string, entry: Entry): Promise<unknown> {
    try {
      return await this.refresh(key, entry.load);
    } catch (error) {
      this.events.onStaleError?.(key, error);
      return entry.value;
    }
  }
}
