/**
 * A bound on the reading pages rendered at once. Each page render holds its data and React's work
 * in memory until its last byte is sent, so a burst of visitors (an advertisement, a search spike)
 * would otherwise grow the process by every request in flight. With slots, at most `slots` pages
 * render together; the next visitors wait in line, holding only their connection, and are served in
 * order as renders finish. A line longer than `queue` is answered at once with 503 and Retry-After,
 * and a visitor who leaves while waiting gives up their place.
 */
export interface SlotRequest {
  /** Starts the work; the slot is held until `onDone` fires. */
  start(): void;
  /** Registers the end of the work (the response finished or its connection closed). */
  onDone(release: () => void): void;
  /** Whether the visitor is still there (a queued request whose connection closed is skipped). */
  stillWaiting(): boolean;
  /** Refuses the request: the line is full. */
  refuse(): void;
}

export interface RenderSlots {
  take(request: SlotRequest): void;
  readonly active: number;
  readonly waiting: number;
}

export function createRenderSlots(slots: number, queue: number): RenderSlots {
  let active = 0;
  const line: SlotRequest[] = [];

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
    while (active < slots && line.length > 0) {
      const waiting = line.shift()!;
      if (waiting.stillWaiting()) begin(waiting);
    }
  };

  return {
    take(request) {
      if (active < slots) return begin(request);
      if (line.length >= queue) return request.refuse();
      line.push(request);
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
