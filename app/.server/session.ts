/**
 * The visitor's session: a signed, HttpOnly, SameSite=Lax cookie (`__Host-` and Secure over HTTPS)
 * that holds identifiers only — the quote draft, the rating transaction, which quotes the visitor
 * proved to own. Never a token or a password: platform tokens stay on the server, obtained when
 * needed with the site's own credential for the transaction this session names.
 */
import { createCookieSessionStorage, type Session } from "react-router";
import { env } from "./env";

export interface VisitorSession {
  /** Key of the quote draft in the platform's store. */
  draftId?: string;
  /** The rating transaction of the current quote. */
  transactionId?: string;
  /** Rate quote ids whose owner this visitor verified by date of birth. */
  verifiedQuotes?: string[];
}

type Storage = ReturnType<typeof createCookieSessionStorage<VisitorSession>>;
const storages = new Map<boolean, Storage>();

/** Session storage for plain HTTP (local demo) or HTTPS (`__Host-` prefix, Secure). */
export function sessionStorageFor(secure: boolean): Storage {
  let storage = storages.get(secure);
  if (!storage) {
    storage = createCookieSessionStorage<VisitorSession>({
      cookie: {
        name: secure ? "__Host-session" : "session",
        httpOnly: true,
        sameSite: "lax",
        secure,
        path: "/",
        maxAge: 60 * 60 * 24 * 30,
        secrets: [env().SESSION_SECRET],
      },
    });
    storages.set(secure, storage);
  }
  return storage;
}

function secureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return env().TRUST_PROXY && request.headers.get("x-forwarded-proto") === "https";
}

export async function getSession(request: Request): Promise<Session<VisitorSession>> {
  return sessionStorageFor(secureRequest(request)).getSession(request.headers.get("cookie"));
}

/** The Set-Cookie header value that saves the session. */
export async function commitSession(request: Request, session: Session<VisitorSession>): Promise<string> {
  return sessionStorageFor(secureRequest(request)).commitSession(session);
}
