import { describe, expect, it } from "vitest";
import { createRenderSlots, type SlotRequest } from "./render-slots";

/** A request whose work ends when its `finish` is called. */
function request(log: string[], name: string, options: { gone?: boolean } = {}) {
  let release: (() => void) | undefined;
  const req: SlotRequest & { finish(): void; gone: boolean } = {
    gone: options.gone ?? false,
    start: () => log.push(`start ${name}`),
    onDone: (done) => (release = done),
    stillWaiting: () => !req.gone,
    refuse: () => log.push(`refuse ${name}`),
    finish: () => release?.(),
  };
  return req;
}

describe("render slots (serving: a burst of visitors costs the memory of a few renders)", () => {
  it("renders at most `slots` at once and serves the line in order as renders finish", () => {
    const log: string[] = [];
    const slots = createRenderSlots(2, 10);
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => request(log, name));
    for (const r of [a!, b!, c!, d!]) slots.take(r);
    expect(log).toEqual(["start a", "start b"]);
    expect([slots.active, slots.waiting]).toEqual([2, 2]);
    a!.finish();
    expect(log).toEqual(["start a", "start b", "start c"]);
    b!.finish();
    c!.finish();
    d!.finish();
    expect(log.at(-1)).toBe("start d");
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it("a line longer than `queue` is refused at once", () => {
    const log: string[] = [];
    const slots = createRenderSlots(1, 1);
    for (const name of ["a", "b", "c"]) slots.take(request(log, name));
    expect(log).toEqual(["start a", "refuse c"]);
  });

  it("a visitor who left while waiting gives up their place; a slot released twice counts once", () => {
    const log: string[] = [];
    const slots = createRenderSlots(1, 10);
    const a = request(log, "a");
    const b = request(log, "b");
    const c = request(log, "c");
    slots.take(a);
    slots.take(b);
    slots.take(c);
    b.gone = true;
    a.finish();
    a.finish();
    expect(log).toEqual(["start a", "start c"]);
    expect(slots.active).toBe(1);
  });
});

describe("render slots: how long a visitor waits", () => {
  it("a visitor still in line after `waitMs` is refused (and leaves the line); one who got a slot in time is not", async () => {
    const log: string[] = [];
    const slots = createRenderSlots(1, 10, 40);
    const a = request(log, "a");
    const b = request(log, "b");
    const c = request(log, "c");
    slots.take(a);
    slots.take(b);
    slots.take(c);
    await new Promise((resolve) => setTimeout(resolve, 10));
    a.finish();
    expect(log).toEqual(["start a", "start b"]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(log).toEqual(["start a", "start b", "refuse c"]);
    expect([slots.active, slots.waiting]).toEqual([1, 0]);
    // c's place is gone: the slot b frees goes to nobody.
    b.finish();
    expect(slots.active).toBe(0);
  });

  it("the line refuses with the reason: full at once, or after waiting", async () => {
    const reasons: string[] = [];
    const slots = createRenderSlots(1, 1, 20);
    const make = (): SlotRequest => ({ start: () => undefined, onDone: () => undefined, stillWaiting: () => true, refuse: (reason) => reasons.push(reason) });
    slots.take(make());
    slots.take(make());
    slots.take(make());
    expect(reasons).toEqual(["full"]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reasons).toEqual(["full", "waited"]);
  });
});
