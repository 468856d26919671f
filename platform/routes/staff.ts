/**
 * Staff accounts and the agent console's calls (issue 21; doc3 §3, §8): sign-in, roles, brands, verification decisions, queues, leads.
 */
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";

export function registerStaffRoutes(_api: Api, _ctx: PlatformContext): void {}
