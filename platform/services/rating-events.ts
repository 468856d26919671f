/**
 * In-process notifications of rating progress, so a streaming reader learns of each carrier's
 * answer the moment it is stored. Events are per transaction:
 *   const stop = events.subscribe(transactionId, (event) => { ... });  // call stop() when done
 * A reader that subscribes first and then reads the stored results (with the `since` cursor)
 * misses nothing. Another instance's transactions are not announced here: readers there poll.
 */
import { EventEmitter } from "node:events";

export type RatingEvent =
  | { type: "result"; transactionId: string; seq: number; rateQuoteId: string; carrierId: string; status: string }
  | { type: "done"; transactionId: string; completedCount: number };

export class RatingEvents {
  #emitter = new EventEmitter();

  constructor() {
    this.#emitter.setMaxListeners(0);
  }

  emit(event: RatingEvent): void {
    this.#emitter.emit(event.transactionId, event);
  }

  subscribe(transactionId: string, listener: (event: RatingEvent) => void): () => void {
    this.#emitter.on(transactionId, listener);
    return () => this.#emitter.off(transactionId, listener);
  }

  /** Resolves at the next event of the transaction, or after `timeoutMs` with null. */
  next(transactionId: string, timeoutMs: number, signal?: AbortSignal): Promise<RatingEvent | null> {
    return new Promise((resolve) => {
      const finish = (event: RatingEvent | null) => {
        clearTimeout(timer);
        stop();
        signal?.removeEventListener("abort", onAbort);
        resolve(event);
      };
      const onAbort = () => finish(null);
      const stop = this.subscribe(transactionId, (event) => finish(event));
      const timer = setTimeout(() => finish(null), timeoutMs);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
}
