import { describe, expect, it } from "vitest";
import { batchStream } from "./batch-stream";

function collect(stream: ReturnType<typeof batchStream>): Buffer[] {
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  return out;
}

describe("batching a page's stream for compression", () => {
  it("hands on the pieces written in one turn together, in order", async () => {
    const stream = batchStream();
    const out = collect(stream);
    for (let i = 0; i < 50; i += 1) stream.write(`<p>${i}</p>`);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveLength(1);
    expect(out[0]!.toString()).toBe(Array.from({ length: 50 }, (_, i) => `<p>${i}</p>`).join(""));
  });

  it("keeps streaming: a piece written later is passed on by itself, without waiting for the end", async () => {
    const stream = batchStream();
    const out = collect(stream);
    stream.write("<head>");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(out.map(String)).toEqual(["<head>"]);
    stream.write("<body>");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(out.map(String)).toEqual(["<head>", "<body>"]);
    stream.end("</html>");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out.map(String).join("")).toBe("<head><body></html>");
  });

  it("passes a batch on once it reaches its size, keeping multi-byte text whole", async () => {
    const stream = batchStream(1024);
    const out = collect(stream);
    const piece = "ñandú 東京 ".repeat(20);
    for (let i = 0; i < 20; i += 1) stream.write(piece);
    stream.end();
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out.length).toBeGreaterThan(1);
    expect(Buffer.concat(out).toString("utf8")).toBe(piece.repeat(20));
  });
});
