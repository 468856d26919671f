/**
 * What server.ts hands every request: the CSP nonce and the request's trackId.
 * entry.server exports this context so the server finds the same object the build uses.
 */
import { createContext } from "react-router";

export interface RequestInfo {
  /** Per-request CSP nonce, put on every inline and module script. */
  nonce: string;
  /** Correlates this request's log lines and platform calls. */
  trackId: string;
  /** Client address as seen by the server (honours TRUST_PROXY). */
  ip: string;
  /** Render the whole document before sending any of it (a page rendered for the server's page cache). */
  complete?: boolean;
  /**
   * A page whose CSP allows its inline scripts by hash (the page cache's): the inline scripts the
   * page will insert itself are collected here, and none of them is given the nonce.
   */
  insertedScripts?: string[];
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", trackId: "", ip: "" });
