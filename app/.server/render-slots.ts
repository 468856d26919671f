/**
 * A bound on the pages rendered at once. Each render holds its data and React's work in memory
 * until its last byte is sent, so a burst of visitors (an advertisement, a search spike) would
 * otherwise grow the process by every request in flight. With slots, at most `slots` pages render
 * together; the next visitors wait in line, holding only their connection, and are served in order
 * as renders finish. A visitor who finds the line full (`queue` waiting), or who has waited
 * `waitMs` without a slot, is answered with 503 and Retry-After; a visitor who leaves while waiting
 * gives up their place.
 */
export interface SlotRequest {
  /** Starts the work; the slot is held until `onDone` fires. */
  start(): void;
  /** Registers the end of the work (the response finished or its connection closed). */
  onDone(release: () => void): void;
  /** Whether the visitor is still there (a queued request whose connection closed is skipped). */
  stillWaiting(): boolean;
  /** Refuses the request: the line is full, or the wait was too long. */
  refuse(reason: "full" | "waited"): void;
}

export interface RenderSlots {
  take(request: SlotRequest): void;
  readonly active: number;
  readonly waiting: number;
}

interface Waiting {
  request: SlotRequest;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export function createRenderSlots(slots: number, queue: number, waitMs = Number.POSITIVE_INFINITY): RenderSlots {
  let active = 0;
  const line = new Set<Waiting>();

  const begin = (request: SlotRequest) => {
    active += 1;
    let released = false;
    request.onDone(() => {
      if (released) return;
      released = true;
      active -= 1;
      next();
    });
    request.start();
  };
  const next = () => {
    for (const waiting of line) {
      if (active >= slots) break;
      line.delete(waiting);
      clearTimeout(waiting.timer);
      if (waiting.request.stillWaiting()) begin(waiting.request);
    }
  };

  return {
    take(request) {
      if (active < slots) return begin(request);
      if (line.size >= queue) return request.refuse("full");
      const waiting: Waiting = { request, timer: undefined };
      if (Number.isFinite(waitMs)) {
        waiting.timer = setTimeout(() => {
          if (!line.delete(waiting)) return;
          if (request.stillWaiting()) request.refuse("waited");
        }, waitMs);
      }
      line.add(waiting);
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.size;
    },
  };
}
