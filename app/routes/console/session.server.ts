/**
 * The signed-in staff member in the visitor's sealed session: the platform's staff token
 * under its own key (`staff`), apart from any customer sign-in, with its expiry, name and role.
 * Pages send anyone else (anonymous visitors, customers) to the console's sign-in page; resource
 * routes answer 403.
 */
import { randomUUID } from "node:crypto";
import { redirect, type RouterContextProvider, type Session } from "react-router";
import { requestSession, type SessionStaff, type VisitorSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { localizePath, type Language } from "~/domain/site";
import type { PlatformAnswer } from "~/.server/platform";
import { consolePaths } from "./paths";

export { consolePaths };

export type StaffSession = SessionStaff;

/** The session, whose `staff` key holds the console's sign-in. */
export type ConsoleSession = Session<VisitorSession>;

export function consoleSession(request: Request, context: Readonly<RouterContextProvider>): Promise<ConsoleSession> {
  return requestSession(request, context);
}

/** The staff member of the session while the token has not expired; null otherwise. */
export function staffOf(session: ConsoleSession, now = Date.now()): StaffSession | null {
  const staff = session.get("staff");
  if (!staff?.token) return null;
  const expires = Date.parse(staff.expiresAt);
  return Number.isFinite(expires) && expires > now ? staff : null;
}

export function startStaffSession(session: ConsoleSession, staff: StaffSession): void {
  session.set("staff", staff);
  session.set("sid", randomUUID());
}

export function signInPath(lang: Language): string {
  return localizePath(consolePaths.signIn, lang);
}

/** For pages: the staff member, or a redirect to the console sign-in. */
export async function requireStaff(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffSession> {
  const staff = staffOf(await consoleSession(request, context));
  if (!staff) throw redirect(signInPath(context.get(siteContext).lang));
  return staff;
}

/** For resource routes: the staff member, or a 403 answer. */
export async function staffOrForbidden(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffSession | Response> {
  const staff = staffOf(await consoleSession(request, context));
  return staff ?? new Response("Staff only.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * A platform answer that refuses the staff token (401: signed out or expired; 403: no longer a staff
 * member) sends the member to the sign-in page. Nothing is written here (loaders never write): the
 * sign-in page asks the platform again before it trusts the session, and the next sign-in replaces it.
 */
export function refusedToken(context: Readonly<RouterContextProvider>, answer: PlatformAnswer<unknown>): void {
  if (answer && !answer.ok && (answer.status === 401 || answer.status === 403)) throw redirect(signInPath(context.get(siteContext).lang));
}
