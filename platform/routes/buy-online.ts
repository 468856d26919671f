/**
 * Buy online (issue 20; doc3 §3, §4.1, §7.1): carrier questions and results, the buy-now state machine, payment, e-signature, policy documents.
 */
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";

export function registerBuyOnlineRoutes(_api: Api, _ctx: PlatformContext): void {}
