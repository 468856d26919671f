/**
 * The follow-up flow's tracking record and contact verification (issue 21; doc3 §3 "Session tracking
 * row", §4.2): the record per TransactionId, codes sent by e-mail and text, the customer's entries
 * and the agent's decisions.
 */
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";

export function registerTrackingRoutes(_api: Api, _ctx: PlatformContext): void {}
