/**
 * Node flags and environment the site's server runs with, wherever it is started (`npm start`,
 * `npm run serve`, the measuring scripts).
 *
 * `--max-semi-space-size=16`: V8 sizes the young generation from the machine's memory: on a machine
 * with a few gigabytes it grows to 64 MB semi-spaces (128 MB resident) during start-up and keeps
 * them, more than the heap the server actually holds (about 65 MB after a full collection). 16 MB
 * semi-spaces keep resident memory under load about 100 MB lower at the same throughput.
 *
 * `--heap-growing-percent=50`: after each full collection V8 lets the old generation grow to as much
 * as four times what survived before it collects again (on a machine of a few gigabytes, Node's
 * default limits); under load the server's heap of about 65 MB then swells to 150–180 MB of
 * garbage. Growing by half instead bounds that at about 110 MB: the heap is collected more often,
 * each collection the same size (no limit on the heap is set: Node's own limit stays).
 *
 * `MALLOC_MMAP_THRESHOLD_=131072` (environment, read by glibc's allocator when the process starts):
 * blocks of 128 KB and more (compression streams' windows and hash tables, large buffers) are mapped
 * and unmapped on their own, so they go back to the system when freed. By default glibc raises that
 * threshold after the first such block is freed, and later ones stay in its arenas, resident.
 * Ignored by other C libraries.
 *
 * Measured with `npm run bench:serve -- --seconds=8`, three runs of each, alternating, on a shared
 * 2-core machine (noisy): peak resident memory at 100 connections on the home page, median 247 MB →
 * 215 MB, on the office locator 238 → 207 MB, rendered for a visitor with a session 283 → 234 MB;
 * resident after the load 216 → 184 MB; request rates within the noise.
 *
 * `npm run serve` in package.json passes the same; `node server.ts` started any other way logs a
 * reminder about the semi-space flag (NODE_OPTIONS takes both flags; the variable must be in the
 * environment).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--heap-growing-percent=50"];

/** Environment for the server's process; a value already in the environment wins. */
export const SERVER_ENV: Record<string, string> = { MALLOC_MMAP_THRESHOLD_: "131072" };
