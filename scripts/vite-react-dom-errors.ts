/**
 * React DOM creates a few Error objects as it loads: sentinels it throws and catches inside its
 * own work loop (SuspenseException, HydrationMismatchException...), never shown to anyone. When
 * developer tools are attached to the page, as when Lighthouse measures it, V8 records a full
 * stack trace with line and column for every Error created; at load these are created in the
 * function that holds all of React DOM, so V8 parses React DOM a second time to place them: about
 * 80 ms of main thread in one task on a desktop, four times that on Lighthouse's phone.
 *
 * This build plugin (browser build only) creates the same sentinels as objects of the Error
 * prototype with React's message, without a stack trace: the same identity checks, the same
 * `instanceof Error`, the same message should one ever surface.
 */
import type { Plugin } from "vite";

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** A module-level sentinel: `SuspenseException = Error(formatProdErrorMessage(460))`. */
const SENTINEL = /^(var |\s+)([A-Za-z]+Exception) = Error\(formatProdErrorMessage\((\d+)\)\)/gm;

export function withoutStackSentinels(code: string): { code: string; names: string[] } {
  const names: string[] = [];
  const rewritten = code.replace(SENTINEL, (_match, lead: string, name: string, error: string) => {
    names.push(name);
    return `${lead}${name} = Object.assign(Object.create(Error.prototype), { message: formatProdErrorMessage(${error}) })`;
  });
  return { code: rewritten, names };
}

export function reactDomErrorsPlugin(): Plugin {
  return {
    name: "react-dom-errors-without-stacks",
    transform(code, id) {
      if (this.environment.config.consumer !== "client" || !REACT_DOM_CLIENT.test(id)) return null;
      const result = withoutStackSentinels(code);
      return result.names.length > 0 ? { code: result.code, map: null } : null;
    },
  };
}
