import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { refusedNames } from "./use-site-form";

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("a form's whole check (what keeps a button that needs the whole form disabled)", () => {
  const schema = z.object({ email: z.email(), city: z.string().check(z.minLength(1)), note: z.optional(z.string()) });

  it("names every field the schema still refuses, whether the visitor has reached it or not", () => {
    expect(refusedNames(formData({ email: "not an address" }), schema).sort()).toEqual(["city", "email"]);
    expect(refusedNames(formData({ email: "dana@example.com" }), schema)).toEqual(["city"]);
  });

  it("names nothing once every field is accepted", () => {
    expect(refusedNames(formData({ email: "dana@example.com", city: "Dallas" }), schema)).toEqual([]);
  });
});
