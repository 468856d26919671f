/**
 * Customer accounts (doc3 §2.5, §2.6, §5.5, §6, §7.5; doc1 §4 forgot password): sign-in with its
 * limits, sign-out, the customer-exists check per endpoint, password reset by a single-use e-mailed
 * link, and the identity check before create-customer.
 *
 * - Sign-in: wrong e-mail or password answer the same 401 after the same work (an unknown e-mail is
 *   checked against a dummy hash). Failures are counted per account (e-mail) and per visitor
 *   address (LOGIN_FAILURES_PER_*); past the limit, 429 with retryAfterSeconds. After 3 failures on
 *   an account each try waits LOGIN_DELAY_STEP_MS longer. A success clears the account's count.
 * - Sign-in tokens are customer tokens with scope "account" (30 minutes, 168 hours with remember).
 * - Password reset: always `{ sent: true }`; the token, its row and the e-mail are made after the
 *   answer, so neither the answer nor its time tells whether the e-mail is known.
 */
import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { isUniqueViolation, newId, nowIso } from "../db/index.ts";
import { HttpError, badRequest } from "../http/envelope.ts";
import { consume, createLimiter, type Limiter } from "../http/rate-limit.ts";
import * as repo from "../repositories/customers.ts";
import type { PlatformContext } from "./context.ts";
import { sendMessage } from "./outbox.ts";
import { hashPassword, scryptCost, verifyPassword } from "./passwords.ts";
import { allowedSiteUrl } from "./site-urls.ts";
import { hashToken } from "./tokens.ts";

export const LOGIN_FAILED = { message: "The e-mail or password is not right.", messageCode: "LOGIN_FAILED" } as const;
export const SIGN_IN_TTL_MS = 30 * 60 * 1000;
export const REMEMBER_TTL_MS = 168 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60;

export interface AccountLimiters {
  loginAccount: Limiter;
  loginAddress: Limiter;
  resetAddress: Limiter;
  resetEmail: Limiter;
  checks: Limiter;
  authenticateEmail: Limiter;
}

export function createAccountLimiters(ctx: PlatformContext): AccountLimiters {
  const c = ctx.config;
  return {
    loginAccount: createLimiter(ctx.db, { name: "login-account", points: c.LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN, duration: FIFTEEN_MINUTES }),
    loginAddress: createLimiter(ctx.db, { name: "login-address", points: c.LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN, duration: FIFTEEN_MINUTES }),
    resetAddress: createLimiter(ctx.db, { name: "reset-address", points: c.PASSWORD_RESETS_PER_15_MIN, duration: FIFTEEN_MINUTES }),
    resetEmail: createLimiter(ctx.db, { name: "reset-email", points: 5, duration: 60 * 60 }),
    checks: createLimiter(ctx.db, { name: "account-checks", points: c.ACCOUNT_CHECKS_PER_15_MIN, duration: FIFTEEN_MINUTES }),
    authenticateEmail: createLimiter(ctx.db, { name: "authenticate-email", points: 5, duration: FIFTEEN_MINUTES }),
  };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const mailKey = (email: string) => sha256(email.trim().toLowerCase());
const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait and try again.";

/** Points used so far on this key (0 when none). */
async function used(limiter: Limiter, key: string): Promise<{ points: number; msBeforeNext: number }> {
  const state = await limiter.get(key);
  return { points: state?.consumedPoints ?? 0, msBeforeNext: state?.msBeforeNext ?? 0 };
}

function refuseWhenSpent(limiter: Limiter, state: { points: number; msBeforeNext: number }, message: string): void {
  if (state.points >= limiter.points) throw new HttpError(429, message, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) });
}

/** doc3 §6: the main endpoint knows the customers outside California, the California endpoint those in it. */
export async function customerExists(ctx: PlatformContext, limiters: AccountLimiters, email: string, california: boolean, ip: string): Promise<boolean> {
  await consume(limiters.checks, ip);
  const customer = await repo.findCustomerByEmail(ctx.db, email);
  return customer !== undefined && (customer.state.toUpperCase() === "CA") === california;
}

export interface SignIn {
  token: string;
  expiresAt: string;
  expiresInSeconds: number;
  state: string;
  customerId: string;
  firstName: string;
  lastName: string;
}

export async function signIn(
  ctx: PlatformContext,
  limiters: AccountLimiters,
  input: { email: string; password: string; remember: boolean },
  who: { ip: string; brand: string; clientId: string | null },
): Promise<SignIn> {
  // The e-mail is a limiter key: hashed, so the table holds no addresses.
  const account = mailKey(input.email);
  const accountState = await used(limiters.loginAccount, account);
  refuseWhenSpent(limiters.loginAccount, accountState, TOO_MANY_SIGN_INS);
  refuseWhenSpent(limiters.loginAddress, await used(limiters.loginAddress, who.ip), TOO_MANY_SIGN_INS);
  if (accountState.points >= 3) await sleep(Math.min(accountState.points - 2, 8) * ctx.config.LOGIN_DELAY_STEP_MS);

  const customer = await repo.findCustomerByEmail(ctx.db, input.email);
  const ok = await verifyPassword(input.password, customer?.password_hash, scryptCost(ctx.config));
  if (!ok || !customer) {
    await consume(limiters.loginAccount, account, TOO_MANY_SIGN_INS);
    await consume(limiters.loginAddress, who.ip, TOO_MANY_SIGN_INS);
    throw new HttpError(401, LOGIN_FAILED.message, undefined, { messageCode: LOGIN_FAILED.messageCode });
  }
  await limiters.loginAccount.delete(account);

  const now = ctx.now();
  const ttl = input.remember ? REMEMBER_TTL_MS : SIGN_IN_TTL_MS;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = nowIso(new Date(now.getTime() + ttl));
  await repo.insertToken(ctx.db, {
    token_hash: hashToken(token),
    kind: "customer",
    client_id: who.clientId,
    brand: who.brand,
    email: customer.email,
    state: customer.state,
    transaction_id: null,
    scope: repo.ACCOUNT_SCOPE,
    created_at: nowIso(now),
    expires_at: expiresAt,
  });
  return {
    token,
    expiresAt,
    expiresInSeconds: ttl / 1000,
    state: customer.state,
    customerId: customer.id,
    firstName: customer.first_name,
    lastName: customer.last_name,
  };
}

/** The signed-in customer of a bearer token, or 401 (a quote-flow customer token is not a sign-in). */
export async function signedInCustomer(ctx: PlatformContext, bearer: string | undefined): Promise<{ customer: repo.CustomerRow; tokenHash: string }> {
  const match = /^Bearer\s+(\S+)$/i.exec(bearer?.trim() ?? "");
  const tokenHash = match?.[1] ? hashToken(match[1]) : "";
  const row = tokenHash ? await repo.findAccountToken(ctx.db, tokenHash, nowIso(ctx.now())) : undefined;
  const customer = row?.email ? await repo.findCustomerByEmail(ctx.db, row.email) : undefined;
  if (!customer) throw new HttpError(401, "Please sign in.", undefined, { messageCode: "SIGNED_OUT" });
  return { customer, tokenHash };
}

export async function signOut(ctx: PlatformContext, tokenHash: string): Promise<void> {
  await repo.deleteToken(ctx.db, tokenHash);
}

/** doc1 §4 forgot password. Always answers the same; the work for a known e-mail happens after the answer. */
export async function requestPasswordReset(
  ctx: PlatformContext,
  limiters: AccountLimiters,
  input: { email: string; resetUrl: string },
  who: { ip: string; brand: string },
): Promise<{ sent: true }> {
  const link = allowedSiteUrl(ctx.config, input.resetUrl);
  if (!link) throw badRequest("The reset link must be on one of the site's own addresses.", { resetUrl: "must be an http(s) address of the site" });
  await consume(limiters.resetAddress, who.ip);
  const token = randomBytes(32).toString("base64url");
  const tokenHash = sha256(token);
  const now = ctx.now();
  // After the answer is written (setImmediate runs after this request's response went out).
  const afterAnswer = new Promise<void>((resolve) => setImmediate(resolve));
  void (async () => {
    await afterAnswer;
    const customer = await repo.findCustomerByEmail(ctx.db, input.email);
    if (!customer) return;
    try {
      await limiters.resetEmail.consume(mailKey(customer.email));
    } catch {
      return; // at most 5 messages an hour to one address; the answer stays the same
    }
    await repo.insertPasswordReset(ctx.db, {
      token_hash: tokenHash,
      customer_id: customer.id,
      created_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + RESET_TTL_MS)),
      used_at: null,
    });
    link.searchParams.set("token", token);
    link.searchParams.set("state", customer.state);
    await sendMessage(ctx, {
      brand: who.brand,
      lang: customer.lang === "es" ? "es" : "en",
      channel: "email",
      to: customer.email,
      template: "passwordReset",
      data: { firstName: customer.first_name, link: link.toString() },
      deliver: "background",
    });
  })().catch((error: unknown) =>
    ctx.logger.error({ err: error instanceof Error ? { name: error.name, message: error.message } : "error" }, "password reset not sent"),
  );
  return { sent: true };
}

const tokenFailure = (messageCode: "TOKEN_INVALID" | "TOKEN_USED" | "TOKEN_EXPIRED") =>
  new HttpError(
    400,
    {
      TOKEN_INVALID: "This link is not valid. Ask for a new one.",
      TOKEN_USED: "This link was already used. Ask for a new one.",
      TOKEN_EXPIRED: "This link has expired. Ask for a new one.",
    }[messageCode],
    undefined,
    { messageCode },
  );

/** doc3 §2.6, §4.5, §5.5: a new password with a reset token (used once); the customer's other tokens stop working. */
export async function setPassword(ctx: PlatformContext, input: { token: string; password: string; passwordVerify: string }): Promise<{ updated: true }> {
  if (input.password !== input.passwordVerify) {
    throw new HttpError(400, "The passwords do not match.", { passwordVerify: "must be the same as password" }, { messageCode: "PASSWORD_MISMATCH" });
  }
  const tokenHash = sha256(input.token);
  const reset = await repo.findPasswordReset(ctx.db, tokenHash);
  const now = nowIso(ctx.now());
  if (!reset) throw tokenFailure("TOKEN_INVALID");
  if (reset.used_at !== null) throw tokenFailure("TOKEN_USED");
  if (reset.expires_at <= now) throw tokenFailure("TOKEN_EXPIRED");
  const customer = await repo.findCustomerById(ctx.db, reset.customer_id);
  if (!customer) throw tokenFailure("TOKEN_INVALID");
  if (!(await repo.usePasswordReset(ctx.db, tokenHash, now))) throw tokenFailure("TOKEN_USED");
  await repo.setPasswordHash(ctx.db, customer.id, await hashPassword(input.password, scryptCost(ctx.config)), now);
  await repo.closePasswordResets(ctx.db, customer.id, now);
  await repo.revokeCustomerTokens(ctx.db, customer.email);
  return { updated: true };
}

/**
 * doc3 §7.6: the identity check before create-customer. A new e-mail passes; an e-mail already on
 * file passes only with its phone and date of birth (5 failures per e-mail in 15 minutes, then 429).
 */
export async function authenticate(
  ctx: PlatformContext,
  limiters: AccountLimiters,
  input: { email: string; phone: string; dob: string },
  ip: string,
): Promise<{ authenticated: true }> {
  await consume(limiters.checks, ip);
  const key = mailKey(input.email);
  refuseWhenSpent(limiters.authenticateEmail, await used(limiters.authenticateEmail, key), "Too many tries. Please wait and try again.");
  const customer = await repo.findCustomerByEmail(ctx.db, input.email);
  if (customer && (customer.phone !== input.phone || customer.dob !== input.dob)) {
    await consume(limiters.authenticateEmail, key, "Too many tries. Please wait and try again.");
    throw new HttpError(401, "The details do not match our records for this e-mail.", undefined, { messageCode: "AUTHENTICATION_FAILED" });
  }
  return { authenticated: true };
}

export interface CustomerInput {
  firstName: string;
  lastName: string;
  /** ISO yyyy-mm-dd. */
  dob: string;
  email: string;
  phone: string;
  state: string;
  city: string;
  zipcode: string;
  loyaltyEnrollmentStatus?: boolean;
}

/**
 * doc3 §2.8, §5.6, §7.6 create customer: creates the customer, or updates the one with the same
 * e-mail. A customer who already has an account (a password) is updated only with the phone and
 * date of birth on file; otherwise 409 (messageCode ACCOUNT_EXISTS). `loyaltyEnrollmentStatus` true enrols.
 */
export async function saveCustomer(
  ctx: PlatformContext,
  limiters: AccountLimiters,
  input: CustomerInput,
  who: { ip: string; brand: string; lang: string },
): Promise<{ customerId: string; created: boolean }> {
  await consume(limiters.checks, who.ip);
  const now = nowIso(ctx.now());
  const mail = input.email.trim().toLowerCase();
  const fields = {
    first_name: input.firstName,
    last_name: input.lastName,
    dob: input.dob,
    phone: input.phone,
    state: input.state,
    city: input.city,
    zip_code: input.zipcode,
    updated_at: now,
    ...(input.loyaltyEnrollmentStatus ? { loyalty_enrolled: 1 } : {}),
  };
  const update = async (existing: repo.CustomerRow) => {
    if (existing.password_hash && (existing.phone !== input.phone || existing.dob !== input.dob)) {
      throw new HttpError(409, "An account with this e-mail already exists. Sign in, or reset your password.", undefined, { messageCode: "ACCOUNT_EXISTS" });
    }
    await repo.updateCustomer(ctx.db, existing.id, fields);
    return { customerId: existing.id, created: false };
  };
  const existing = await repo.findCustomerByEmail(ctx.db, mail);
  if (existing) return update(existing);
  const id = newId("cu");
  try {
    await repo.insertCustomer(ctx.db, {
      id,
      email: mail,
      created_at: now,
      password_hash: null,
      brand: who.brand,
      lang: who.lang === "es" ? "es" : "en",
      ...fields,
    });
  } catch (error) {
    // The same e-mail saved at the same moment by another request: update that one.
    if (!isUniqueViolation(error)) throw error;
    return update((await repo.findCustomerByEmail(ctx.db, mail))!);
  }
  return { customerId: id, created: true };
}
