/**
 * Node flags the site's server runs with, wherever it is started (`npm start`, `npm run serve`, the
 * measuring scripts). V8 sizes the young generation from the machine's memory: on a machine with a
 * few gigabytes it grows to 64 MB semi-spaces (128 MB resident) during start-up and keeps them, more
 * than the heap the server actually holds (about 65 MB after a full collection). 16 MB semi-spaces
 * keep resident memory under load about 100 MB lower at the same throughput (`npm run bench:serve`).
 * `npm run serve` in package.json passes the same flag; `node server.ts` started any other way logs a
 * reminder to pass it (or set it in NODE_OPTIONS).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];
