import { describe, expect, it } from "vitest";
import { buyNowMode, clientKind, confirmOpensNewWindow, safeBuyNowUrl } from "./buy-now";

const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const WEBVIEW = "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0 Mobile Safari/537.36";

describe("doc2 §4 buy-now outcomes", () => {
  it("doc2 §4 buy now: a carrier that asks for confirmation gets the Yes/No modal on every client", () => {
    for (const client of ["desktop", "mobile", "app"] as const) {
      expect(buyNowMode({ openNewWindow: true, bolType: 2 }, client)).toBe("confirm");
      expect(buyNowMode({ openNewWindow: false, bolType: 2 }, client)).toBe("confirm");
    }
  });
  it("doc2 §4 buy now: a carrier that needs its own window opens one on desktop, and asks first on phones and in apps", () => {
    expect(buyNowMode({ openNewWindow: true, bolType: 1 }, "desktop")).toBe("newWindow");
    expect(buyNowMode({ openNewWindow: true, bolType: 1 }, "mobile")).toBe("confirm");
    expect(buyNowMode({ openNewWindow: true, bolType: 1 }, "app")).toBe("confirm");
  });
  it("doc2 §4 buy now: a carrier that can be framed opens in the embedded frame", () => {
    for (const client of ["desktop", "mobile", "app"] as const) expect(buyNowMode({ openNewWindow: false, bolType: 1 }, client)).toBe("frame");
  });
  it("doc2 §4 buy now: the confirm modal's Yes opens a new window in browsers and leaves in place in apps", () => {
    expect(confirmOpensNewWindow("desktop")).toBe(true);
    expect(confirmOpensNewWindow("mobile")).toBe(true);
    expect(confirmOpensNewWindow("app")).toBe(false);
  });
});

describe("doc2 §9 browser or app type (mobile width 1024)", () => {
  it("tells apps, phones and desktops apart", () => {
    expect(clientKind(WEBVIEW, 400)).toBe("app");
    expect(clientKind(PIXEL, 412)).toBe("mobile");
    expect(clientKind(DESKTOP, 1280)).toBe("desktop");
    expect(clientKind(DESKTOP, 1023)).toBe("mobile");
    expect(clientKind(DESKTOP, 1024)).toBe("desktop");
    expect(clientKind(DESKTOP, 900, 800)).toBe("desktop");
  });
});

describe("doc2 §8 Buy Now url empty for carrier", () => {
  it("only http and https links count", () => {
    expect(safeBuyNowUrl("https://carrier.example/buy?id=1")).toBe("https://carrier.example/buy?id=1");
    expect(safeBuyNowUrl("")).toBeNull();
    expect(safeBuyNowUrl(null)).toBeNull();
    expect(safeBuyNowUrl("javascript:alert(1)")).toBeNull();
    expect(safeBuyNowUrl("not a url")).toBeNull();
  });
});
