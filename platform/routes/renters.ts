/**
 * Renters insurance (issue 22; doc3 §3, §4.3, §7.3): coverage options, rating, buy-now validation, purchase.
 */
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";

export function registerRentersRoutes(_api: Api, _ctx: PlatformContext): void {}
