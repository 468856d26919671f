import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { withoutStackSentinels } from "./vite-react-dom-errors";

const require = createRequire(import.meta.url);
const reactDomClient = readFileSync(path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-client.production.js"), "utf8");

describe("React DOM's load-time sentinels carry no stack trace (Lighthouse performance, doc1 §2 pages)", () => {
  it("finds and rewrites every module-level sentinel of the installed React DOM", () => {
    const { code, names } = withoutStackSentinels(reactDomClient);
    expect(names.sort()).toEqual([
      "HydrationMismatchException",
      "SelectiveHydrationException",
      "SuspenseActionException",
      "SuspenseException",
      "SuspenseyCommitException",
    ]);
    expect(code).not.toMatch(/^(var |\s+)[A-Za-z]+Exception = Error\(/m);
    // Still valid code: React DOM's module body compiles.
    expect(() => new vm.Script(`(function (exports, require) {${code}\n})`)).not.toThrow();
  });

  it("a rewritten sentinel is still an Error with React's message, one object, without a stack", () => {
    const { code } = withoutStackSentinels("var SuspenseException = Error(formatProdErrorMessage(460)),\n  other = 1;");
    const context = { formatProdErrorMessage: (n: number) => `Minified React error #${n}`, Error, Object, result: undefined as unknown };
    vm.runInNewContext(`${code}\nresult = SuspenseException;`, context);
    const sentinel = context.result as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe("Minified React error #460");
    expect(sentinel.stack).toBeUndefined();
  });

  it("leaves errors created when something actually fails alone", () => {
    const source = "function f() {\n  var error = Error(formatProdErrorMessage(418));\n  throw error;\n}";
    expect(withoutStackSentinels(source)).toEqual({ code: source, names: [] });
  });
});
