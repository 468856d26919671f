/**
 * The sandbox processor's card payment widget (issue 22; doc3 §7.3): the script a page loads, the
 * frame that takes the card and gives back a token, and the token's use by the platform.
 */
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";

export function registerSandboxCardWidgetRoutes(_api: Api, _ctx: PlatformContext): void {}
