/**
 * Staff accounts (doc3 §6 "Staff roles: not shown", so defined here): agents and
 * supervisors sign in to the agent console apart from customers, with scrypt-hashed passwords.
 * The token is a staff token (8 hours) carrying the staff member's e-mail; every staff call looks
 * the member up again, so a deactivated member is refused at once. An agent sees only the brands
 * assigned to them; a supervisor sees every brand.
 */
import { z } from "zod";
import { nowIso, newId } from "../db/index.ts";
import { HttpError, forbidden } from "../http/envelope.ts";
import { consume, createLimiter, type Limiter } from "../http/rate-limit.ts";
import type { Caller } from "../http/route.ts";
import * as repo from "../repositories/staff.ts";
import { deleteStaffToken } from "../repositories/customers.ts";
import type { PlatformContext } from "./context.ts";
import { hashPassword, scryptCost, verifyPassword } from "./passwords.ts";
import { hashToken, issueToken } from "./tokens.ts";

export const STAFF_ROLES = ["agent", "supervisor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_LOGIN_FAILED = "The e-mail or password is not correct.";
export const NOT_STAFF = "This call needs a signed-in staff member.";

export const staffProfileSchema = z.object({
  staffId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The brands this member sees; null: every brand (supervisor). */
  brands: z.array(z.string()).nullable(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export interface StaffLimiters {
  perAccount: Limiter;
  perAddress: Limiter;
}

/** Sign-in failures: 5 per account and 20 per address in 15 minutes. */
export function createStaffLimiters(ctx: Pick<PlatformContext, "db">): StaffLimiters {
  return {
    perAccount: createLimiter(ctx.db, { name: "staff-login-account", points: 5, duration: 900 }),
    perAddress: createLimiter(ctx.db, { name: "staff-login-ip", points: 20, duration: 900 }),
  };
}

async function profileOf(ctx: Pick<PlatformContext, "db">, row: repo.StaffRow): Promise<StaffProfile> {
  const role: StaffRole = row.role === "supervisor" ? "supervisor" : "agent";
  return { staffId: row.id, email: row.email, name: row.name, role, brands: role === "supervisor" ? null : await repo.brandsOf(ctx.db, row.id) };
}

type Ctx = Pick<PlatformContext, "db" | "config" | "now">;

export async function signIn(ctx: Ctx, limiters: StaffLimiters, input: { email: string; password: string }, ip: string) {
  const email = input.email.trim().toLowerCase();
  const blocked = async (limiter: Limiter, key: string) => {
    const res = await limiter.get(key);
    return res !== null && res.consumedPoints >= limiter.points;
  };
  if ((await blocked(limiters.perAddress, ip)) || (await blocked(limiters.perAccount, email)))
    throw new HttpError(429, "Too many failed sign-ins. Please wait and try again.");
  const row = await repo.findStaffByEmail(ctx.db, email);
  const ok = await verifyPassword(input.password, row?.password_hash, scryptCost(ctx.config));
  if (!ok || !row || row.active !== 1) {
    await consume(limiters.perAddress, ip, "Too many failed sign-ins. Please wait and try again.");
    await consume(limiters.perAccount, email, "Too many failed sign-ins. Please wait and try again.");
    throw new HttpError(401, STAFF_LOGIN_FAILED);
  }
  const profile = await profileOf(ctx, row);
  const issued = await issueToken(ctx.db, { kind: "staff", brand: profile.brands?.[0] ?? "*", email: row.email }, ctx.now());
  await repo.markSignedIn(ctx.db, row.id, nowIso(ctx.now()));
  return { token: issued.token, expiresAt: issued.expiresAt, staff: profile };
}

/** The signed-in staff member behind a staff token; 403 when the token names no active member. */
export async function staffOf(ctx: Pick<PlatformContext, "db">, caller: Caller | null): Promise<StaffProfile> {
  if (!caller || caller.kind !== "staff" || !caller.email) throw forbidden(NOT_STAFF);
  const row = await repo.findStaffByEmail(ctx.db, caller.email);
  if (!row || row.active !== 1) throw forbidden(NOT_STAFF);
  return profileOf(ctx, row);
}

/** The brands to read: the one asked for (403 when not the member's), else all of the member's (null: every brand). */
export function brandsFor(staff: StaffProfile, asked: string | undefined): string[] | null {
  if (asked) {
    if (staff.brands && !staff.brands.includes(asked)) throw forbidden("You are not assigned to this brand.");
    return [asked];
  }
  return staff.brands;
}

export function maySee(staff: StaffProfile, brand: string): boolean {
  return staff.brands === null || staff.brands.includes(brand);
}

export async function signOut(ctx: Pick<PlatformContext, "db">, authorization: string | undefined): Promise<void> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "")?.[1];
  if (token) await deleteStaffToken(ctx.db, hashToken(token));
}

/** Creates a staff member when the e-mail is new (seed data and tests); returns its id. */
export async function ensureStaff(
  ctx: Pick<PlatformContext, "db" | "config" | "now">,
  input: { id?: string; email: string; name: string; role: StaffRole; password: string; brands: string[] },
): Promise<string> {
  const existing = await repo.findStaffByEmail(ctx.db, input.email);
  if (existing) return existing.id;
  const id = input.id ?? newId("staff");
  await repo.insertStaff(
    ctx.db,
    {
      id,
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role,
      password_hash: await hashPassword(input.password, scryptCost(ctx.config)),
      active: 1,
      created_at: nowIso(ctx.now()),
      last_sign_in_at: null,
    },
    input.role === "supervisor" ? [] : input.brands,
  );
  return id;
}
