/**
 * Batches a page's stream for compression. React writes a page in small pieces (a few KB each),
 * all of one flush at once; each piece written to the compressor is a call into zlib of its own.
 * This stream hands them on together: whatever arrived in the same turn of the event loop (one
 * React flush), or as soon as `maxBytes` have gathered. Streaming stays: a part of the page that
 * React sends later is passed on as soon as it is written.
 */
import { Transform } from "node:stream";

export function batchStream(maxBytes = 64 * 1024): Transform {
  let pending: Buffer[] = [];
  let size = 0;
  let scheduled = false;
  const decoder = new TextEncoder();

  const stream = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === "string" ? Buffer.from(decoder.encode(chunk)) : chunk;
      pending.push(bytes);
      size += bytes.length;
      if (size >= maxBytes) release();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          release();
        });
      }
      callback();
    },
    flush(callback) {
      release();
      callback();
    },
  });

  function release() {
    if (size === 0) return;
    const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending, size);
    pending = [];
    size = 0;
    stream.push(out);
  }
  return stream;
}
