/**
 * The visitor's session: an encrypted, authenticated, HttpOnly, SameSite=Lax cookie (`__Host-`
 * and Secure over HTTPS) that holds identifiers — the quote draft, the rating transaction, which
 * quotes the visitor proved to own — and, once a customer signs in, the customer token
 * the platform issued, its expiry, the state marker and the first name the header shows. Never a
 * password. Signing out revokes the token on the platform, so a copied cookie stops working.
 *
 * The cookie's content is sealed with AES-256-GCM (node:crypto) under a key derived from
 * SESSION_SECRET with HKDF-SHA256: nobody can read the ids it holds, and a cookie that was changed,
 * cut, or sealed under another secret opens as a new, empty session.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createContext, createCookie, createSession, type Cookie, type RouterContextProvider, type Session, type SessionStorage } from "react-router";
import { behindProxy, env } from "./env";

export interface VisitorSession {
  /** Key of the quote draft in the platform's store. */
  draftId?: string;
  /** The rating transaction of the current quote. */
  transactionId?: string;
  /** doc2 §8: the affiliate error the partner entry recorded, for the notice of the step it opened. */
  affiliateNotice?: string;
  /** Rate quote ids whose owner this visitor verified by date of birth. */
  verifiedQuotes?: string[];
  /** The signed-in customer (doc3 §2.5, §6). */
  customer?: SessionCustomer;
  /** A random id, new at every sign-in. */
  sid?: string;
  /** A signed-in staff member of the agent console, apart from any customer. */
  staff?: SessionStaff;
}

export interface SessionStaff {
  /** The platform's staff token (8 hours). */
  token: string;
  expiresAt: string;
  name: string;
  role: "agent" | "supervisor";
}

export interface SessionCustomer {
  /** The platform's customer token (30 minutes, or 168 hours with remember me). */
  token: string;
  expiresAt: string;
  /** The state marker: `CA` sends the customer's calls to the California endpoint (doc3 §6). */
  state: string;
  firstName: string;
  /** Remember me: the cookie lasts 168 hours; otherwise it ends with the browser session. */
  remember: boolean;
}

/** doc3 §9: remember me lasts 168 hours. */
export const REMEMBER_ME_SECONDS = 168 * 60 * 60;

type Storage = SessionStorage<VisitorSession>;

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A sealed session is a few hundred bytes; anything far larger is not ours and is not opened. */
const MAX_SEALED_CHARS = 3800;

/** The AES-256 key for one secret: HKDF-SHA256 with a fixed label, so the secret itself is never the key. */
export function sessionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", "visitor-session-cookie/aes-256-gcm/v1", 32));
}

/** The session's data sealed under `key`, bound to the cookie's name (its additional data). */
export function seal(data: unknown, key: Buffer, cookieName: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(cookieName));
  const body = Buffer.concat([cipher.update(JSON.stringify(data), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
}

/** The data of a sealed value, or null when it is not one of ours, was changed, or does not parse. */
export function unseal(sealed: string, key: Buffer, cookieName: string): Record<string, unknown> | null {
  if (sealed.length > MAX_SEALED_CHARS || !sealed.startsWith(`${VERSION}.`)) return null;
  const raw = Buffer.from(sealed.slice(VERSION.length + 1), "base64url");
  if (raw.length < IV_BYTES + TAG_BYTES + 2) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(cookieName));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A SessionStorage (React Router's Session API) whose whole content lives, sealed, in the cookie. */
export function createSealedSessionStorage(options: { cookie: Cookie; secret: string }): Storage {
  const { cookie } = options;
  const key = sessionKey(options.secret);
  return {
    async getSession(cookieHeader) {
      let value: unknown;
      try {
        value = cookieHeader ? await cookie.parse(cookieHeader) : null;
      } catch {
        value = null;
      }
      const data = typeof value === "string" ? unseal(value, key, cookie.name) : null;
      return createSession<VisitorSession>((data ?? {}) as VisitorSession);
    },
    async commitSession(session, overrides) {
      return cookie.serialize(seal(session.data, key, cookie.name), overrides);
    },
    async destroySession(_session, overrides) {
      return cookie.serialize("", { ...overrides, maxAge: undefined, expires: new Date(0) });
    },
  };
}

const storages = new Map<string, Storage>();

/** Session storage for plain HTTP (local demo) or HTTPS (`__Host-` prefix, Secure). */
export function sessionStorageFor(secure: boolean): Storage {
  const secret = env().SESSION_SECRET;
  const id = `${secure}:${secret}`;
  let storage = storages.get(id);
  if (!storage) {
    const cookie = createCookie(secure ? "__Host-session" : "session", {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: 60 * 60 * 24 * 30,
    });
    storage = createSealedSessionStorage({ cookie, secret });
    storages.set(id, storage);
  }
  return storage;
}

function secureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return behindProxy(env()) && request.headers.get("x-forwarded-proto") === "https";
}

export async function getSession(request: Request): Promise<Session<VisitorSession>> {
  return sessionStorageFor(secureRequest(request)).getSession(request.headers.get("cookie"));
}

/**
 * The Set-Cookie header value that saves the session. With a signed-in customer the cookie lasts
 * 168 hours when they asked to be remembered, and otherwise only as long as the browser session.
 */
export async function commitSession(request: Request, session: Session<VisitorSession>): Promise<string> {
  const customer = session.get("customer");
  const lifetime = customer ? { maxAge: customer.remember ? REMEMBER_ME_SECONDS : undefined } : undefined;
  return sessionStorageFor(secureRequest(request)).commitSession(session, lifetime);
}

/** The Set-Cookie header value that ends the session (sign-out). */
export async function destroySession(request: Request, session: Session<VisitorSession>): Promise<string> {
  return sessionStorageFor(secureRequest(request)).destroySession(session);
}

/** The session of the request being answered: the one object its action changes and its loaders then read. */
const requestSessionContext = createContext<Session<VisitorSession> | null>(null);

/**
 * The visitor's session for this request: read from the cookie once, then shared by
 * the action and the loaders that run after it, so a page answering a posted form (no JavaScript)
 * shows what the action just saved — a draft it created, a transaction it submitted.
 */
export async function requestSession(request: Request, context: Readonly<RouterContextProvider>): Promise<Session<VisitorSession>> {
  const known = context.get(requestSessionContext);
  if (known) return known;
  const session = await getSession(request);
  context.set(requestSessionContext, session);
  return session;
}
