import { describe, expect, it } from "vitest";
import { serverMapsKey } from "./maps-key";

describe("the Google key of server calls", () => {
  it("is GOOGLE_MAPS_SERVER_KEY when set: a brand's browser key is restricted by referrer", () => {
    expect(serverMapsKey("brand-browser-key", { GOOGLE_MAPS_SERVER_KEY: "server-key" })).toBe("server-key");
  });

  it("is the brand's Maps key otherwise, and empty (the offline adapters) when the brand has none", () => {
    expect(serverMapsKey("brand-browser-key", { GOOGLE_MAPS_SERVER_KEY: undefined })).toBe("brand-browser-key");
    expect(serverMapsKey("", { GOOGLE_MAPS_SERVER_KEY: undefined })).toBe("");
  });
});
