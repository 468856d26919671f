/**
 * Server-side helpers of the public widgets: the brand's widget settings, the content roots the
 * newsletter and out-of-state paths are rewritten from, configured messages in the page's
 * language, and the per-visitor limits of public forms.
 */
import type { RouterContextProvider } from "react-router";
import { visitorMayAct } from "~/.server/platform/visitor-limits";
import { siteContext } from "~/.server/site-context";
import type { WidgetSettings } from "~/.server/content";
import { getInstance } from "~/.server/i18n";
import { configuredMessage, type PositionalValues } from "~/domain/message";
import { contentRootsFor } from "~/domain/public/content-paths";
import { pick, type LocalizedString } from "~/domain/site";
import { messageText } from "~/i18n-message";

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

/** A configured message as text in the page's language (English when its Spanish is empty), its `{0}`, `{1}`… filled. */
export function say(context: Readonly<RouterContextProvider>, message: LocalizedString, values: PositionalValues = []): string {
  return messageText(getInstance(context).t, configuredMessage(pick(message, context.get(siteContext).lang), values));
}

/**
 * False when the visitor has sent too many forms of this kind lately (30 per 10 minutes, counted
 * per visitor by the platform, shared by every instance of the site).
 */
export function allowSubmission(context: Readonly<RouterContextProvider>, kind: "contact" | "newsletter" | "consent" | "wait-list"): Promise<boolean> {
  return visitorMayAct(context.get(siteContext).platform(), `form-${kind}`);
}
