import { describe, expect, it } from "vitest";
import { touchedNames } from "./use-step-form";

describe("doc2 §5 a message shows once its field has been left", () => {
  it("leaving a date part counts for the whole date, so its age and calendar messages show", () => {
    expect(touchedNames("dob.month")).toEqual(["dob", "dob.month"]);
    expect(touchedNames("email")).toEqual(["email"]);
    expect(touchedNames("")).toEqual([]);
    expect(touchedNames(undefined)).toEqual([]);
  });
});
