/**
 * One HTTP request handed straight to a Node request listener (an Express app, as a server would
 * call it on a request), without a socket: the same middleware, body parsing, routing,
 * authorization, validation and error handling run, on Node's own `IncomingMessage` and
 * `ServerResponse`; only the bytes on a wire are left out. What only a transport shows (Node's
 * header size limits, a body refused while it is still being sent) needs a real socket: the fuzz
 * suites send a share of their requests that way.
 *
 *   const answer = await inject(app, { method: "POST", path: "/api/x?a=1", headers: { "content-type": "application/json" }, body: "{}" });
 *   answer.status; answer.headers["content-type"]; answer.text;
 *
 * The response is complete when the handler ends it; a handler that never answers within
 * `timeoutMs` resolves with status 0 and the reason, as a client that gave up would see it.
 */
import { EventEmitter } from "node:events";
import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from "node:http";

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface InjectedRequest {
  method: string;
  /** Path and query as sent on the request line (already percent-encoded). */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface InjectedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  text: string;
}

/** What a listener reads of its connection: the peer's address, and that it is open (never written to). */
class QuietSocket extends EventEmitter {
  readonly remoteAddress: string;
  readonly remoteFamily: string;
  readonly remotePort = 40000;
  readonly localAddress = "127.0.0.1";
  readonly localPort = 80;
  readonly encrypted = undefined;
  readable = true;
  writable = true;
  destroyed = false;
  readonly readableHighWaterMark = 16 * 1024;
  readonly writableLength = 0;
  constructor(remoteAddress: string) {
    super();
    this.remoteAddress = remoteAddress;
    this.remoteFamily = remoteAddress.includes(":") ? "IPv6" : "IPv4";
  }
  setTimeout() {
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  pause() {
    return this;
  }
  resume() {
    return this;
  }
  cork() {}
  uncork() {}
  ref() {
    return this;
  }
  unref() {
    return this;
  }
  write() {
    return true;
  }
  end() {
    return this;
  }
  destroy() {
    if (this.destroyed) return this;
    this.destroyed = true;
    this.readable = false;
    this.writable = false;
    this.emit("close", false);
    return this;
  }
  address() {
    return { address: this.localAddress, family: "IPv4", port: this.localPort };
  }
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

export function inject(
  listener: RequestListener,
  request: InjectedRequest,
  options: { remoteAddress?: string; timeoutMs?: number } = {},
): Promise<InjectedAnswer> {
  return new Promise((resolve) => {
    const socket = new QuietSocket(options.remoteAddress ?? "127.0.0.1");
    const req = new IncomingMessage(socket as never);
    const body = request.body === undefined ? undefined : toBuffer(request.body);
    req.method = request.method;
    req.url = request.path;
    req.httpVersion = "1.1";
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    const headers: Record<string, string> = { host: "127.0.0.1", connection: "keep-alive" };
    for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
    // A body travels with its length, as the fuzz suites' socket clients send it.
    if (body !== undefined) headers["content-length"] = String(body.length);
    req.headers = headers;
    req.rawHeaders = Object.entries(headers).flat();
    if (body !== undefined && body.length > 0) req.push(body);
    req.push(null);
    req.complete = true;

    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    let settled = false;
    const timeoutMs = options.timeoutMs ?? 20_000;
    const timer = setTimeout(() => finish(0, `no answer within ${timeoutMs} ms`), timeoutMs);
    function finish(status: number, reason?: string) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, headers: status ? res.getHeaders() : {}, text: reason ?? Buffer.concat(chunks).toString("utf8") });
    }
    // The body is kept as it is written; the head is written (and its listeners run) as Node writes it: on the first write or the end.
    const head = () => {
      if (!res.headersSent) (res as unknown as { _implicitHeader(): void })._implicitHeader();
    };
    res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
      head();
      if (req.method !== "HEAD") chunks.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
      const done = typeof encoding === "function" ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    }) as ServerResponse["write"];
    res.end = ((chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) => {
      if (res.writableEnded) return res;
      const done = [chunk, encoding, callback].find((part): part is Callback => typeof part === "function");
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") res.write(chunk, typeof encoding === "string" ? encoding : "utf8");
      head();
      (res as unknown as { finished: boolean }).finished = true;
      process.nextTick(() => {
        res.emit("prefinish");
        res.emit("finish");
        done?.();
        res.emit("close");
        finish(res.statusCode);
      });
      return res;
    }) as ServerResponse["end"];
    res.on("error", (error: Error) => finish(0, `no answer: ${error.message}`));
    try {
      void Promise.resolve(listener(req, res)).catch((error: unknown) => finish(0, `no answer: ${String(error)}`));
    } catch (error) {
      finish(0, `no answer: ${String(error)}`);
    }
  });
}
