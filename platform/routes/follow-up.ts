/**
 * The follow-up flow (issue 21; doc3 §3, §4.2, §7.2): rate quote, tracking record, contact verification.
 */
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";

export function registerFollowUpRoutes(_api: Api, _ctx: PlatformContext): void {}
