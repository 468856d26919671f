/**
 * Server-side helpers of the public widgets: the brand's widget settings, the content roots the
 * newsletter and out-of-state paths are rewritten from, configured messages in the page's
 * language, and the per-visitor limits of public forms.
 */
import type { RouterContextProvider } from "react-router";
import { visitorMayAct } from "~/.server/platform/visitor-limits";
import { siteContext } from "~/.server/site-context";
import type { WidgetSettings } from "~/.server/content";
import { contentRootsFor } from "~/domain/public/content-paths";
import { messageText } from "~/domain/public/messages";
import type { LocalizedString } from "~/domain/site";

export async function widgetSettings(context: Readonly<RouterContextProvider>): Promise<WidgetSettings> {
  const { content, brand } = context.get(siteContext);
  return content.flowSettings("widgetSettings", brand.code);
}

/** doc1 §5, §7: the configured content roots, or `/content/{code}` of every brand. */
export async function contentRoots(context: Readonly<RouterContextProvider>, settings: WidgetSettings): Promise<string[]> {
  if (settings.contentRoots.length > 0) return settings.contentRoots;
  const brands = await context.get(siteContext).content.brands();
  return contentRootsFor(brands.map((b) => b.code));
}

/** A configured or default message in the page's language. */
export function say(context: Readonly<RouterContextProvider>, message: LocalizedString | string, params: readonly (string | number)[] = []): string {
  return messageText(message, context.get(siteContext).lang, params);
}

/**
 * False when the visitor has sent too many forms of this kind lately (30 per 10 minutes, counted
 * per visitor by the platform, shared by every instance of the site).
 */
export function allowSubmission(context: Readonly<RouterContextProvider>, kind: "contact" | "newsletter" | "consent" | "wait-list"): Promise<boolean> {
  return visitorMayAct(context.get(siteContext).platform(), `form-${kind}`);
}
