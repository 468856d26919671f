/**
 * One request over a real TCP connection (node:http, a fresh connection each time: a reused socket
 * the server has just closed would read as a failure of the server). The fuzz suites send a share of
 * their requests this way, for what only a transport shows: Node's limits on the request line and
 * headers (414, 431), a body refused while it is still being sent.
 *
 * Resolves with status 0 and the reason when no answer came.
 */
import { request as httpRequest } from "node:http";
import type { InjectedAnswer, InjectedRequest } from "./inject.ts";

export function overSocket(base: string, request: InjectedRequest, timeoutMs = 20_000): Promise<InjectedAnswer> {
  return new Promise((resolve) => {
    const url = new URL(base);
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    let answered = false;
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        agent: false,
        headers: { ...request.headers, ...(body ? { "content-length": String(body.length) } : {}) },
        timeout: timeoutMs,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() });
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", done);
        res.on("error", done);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    // A server that refuses a body before reading it answers and closes while the body is still
    // being written (EPIPE, ECONNRESET here): its answer, when it came, is what counts.
    req.on("error", (error) => setTimeout(() => answered || resolve({ status: 0, headers: {}, text: `no answer: ${error.message}` }), 200));
    req.end(body);
  });
}
