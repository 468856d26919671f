/**
 * doc1 §2 anti-flicker step for an outside A/B testing tool (only when the plan says so; off by
 * default, as variants are chosen on the server). An inline script, run while the page is
 * parsed, hides the page and shows it again once the tool's offers load or fail (it looks for
 * the tool every `retryMs`, and gives up after `giveUpMs`). It never runs on client navigations.
 */
import type { AntiFlickerPlan } from "~/domain/public/ab-test";

/** The outside tool's global: `window.abTestingTool.getOffers(): Promise<unknown>`. */
export const AB_TOOL_GLOBAL = "abTestingTool";

export function antiFlickerScript(retryMs: number, giveUpMs: number): string {
  return `(function(){var d=document,s=d.createElement("style");s.id="ab-hide";s.textContent="body{opacity:0!important}";d.head.appendChild(s);var done=false;function show(){if(done)return;done=true;s.remove();}setTimeout(show,${giveUpMs});(function wait(){var tool=window.${AB_TOOL_GLOBAL};if(tool&&typeof tool.getOffers==="function"){Promise.resolve().then(function(){return tool.getOffers();}).then(show,show);}else if(!done){setTimeout(wait,${retryMs});}})();})();`;
}

export function AbGuard({ plan, nonce }: { plan: AntiFlickerPlan; nonce: string }) {
  if (!plan.hide) return null;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: antiFlickerScript(plan.retryMs, plan.giveUpMs) }} />;
}
