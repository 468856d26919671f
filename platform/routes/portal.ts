/**
 * The customer portal's calls (issue 19; doc3 §3, §7.6): profile, policies, pay now, loyalty, referrals, consent, my quotes.
 */
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";

export function registerPortalRoutes(_api: Api, _ctx: PlatformContext): void {}
