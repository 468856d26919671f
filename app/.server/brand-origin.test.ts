import { describe, expect, it } from "vitest";
import { brandOrigin } from "./brand-origin";

const site = { brand: { hosts: ["lonestar.localtest.me", "localhost"] } } as unknown as Parameters<typeof brandOrigin>[0];
const origin = (url: string, host: string) => brandOrigin(site, new Request(url, { headers: { host } }), new URL(url));

describe("the brand's own origin for links sent back to the visitor", () => {
  it("keeps the request's host, with its port, when it is one of the brand's hosts", () => {
    expect(origin("http://localhost:3000/forgot-password", "localhost:3000")).toBe("http://localhost:3000");
    expect(origin("http://lonestar.localtest.me:3000/x", "lonestar.localtest.me:3000")).toBe("http://lonestar.localtest.me:3000");
  });

  it("never takes a host the request merely names: another host gets the brand's first host", () => {
    expect(origin("http://evil.example/forgot-password", "evil.example")).toBe("http://lonestar.localtest.me");
    expect(brandOrigin({ brand: { hosts: [] } } as unknown as Parameters<typeof brandOrigin>[0], new Request("http://x/"), new URL("http://x/"))).toBeNull();
  });
});
