/**
 * Roadside assistance memberships (issue 22; doc3 §3, §4.4, §7.4): packages, purchase, membership result.
 */
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";

export function registerRoadsideRoutes(_api: Api, _ctx: PlatformContext): void {}
