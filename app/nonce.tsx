/**
 * The request's CSP nonce, for the few elements that need one (scripts, the brand style tag).
 * On the server it comes from entry.server; in the browser from a script the server rendered.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
