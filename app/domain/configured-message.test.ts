import { describe, expect, it } from "vitest";
import { fillPositional } from "./configured-message";
import { fillPositional as publicFill } from "./public/messages";
import { formatMessage } from "./quote/format-message";

describe("configured messages: one filler for {0} {1}", () => {
  it("doc2 §5 the invalid-birth-date message takes {0} the minimum and {1} the maximum age; a missing value stays as written", () => {
    expect(fillPositional("Drivers must be between {0} and {1} years old.", [16, 75])).toBe("Drivers must be between 16 and 75 years old.");
    expect(fillPositional("{0} and {2}", ["a"])).toBe("a and {2}");
  });

  it("the public pages' and the quote flow's names for it are the same filler", () => {
    expect(publicFill).toBe(fillPositional);
    expect(formatMessage("Hi {0}, {1}", "Ana", 3)).toBe(fillPositional("Hi {0}, {1}", ["Ana", 3]));
  });
});
