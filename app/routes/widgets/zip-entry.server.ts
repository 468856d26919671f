/**
 * doc1 §2, §4, §5 zip entry action: validates the zip, looks it up through the platform and
 * either answers (invalid, out of service, no answer) or redirects to the quote page (`#driver1`)
 * or, for a state the brand does not serve (the CMS brand's `states`), the coming-soon page,
 * remembering zip, state and city for 168 hours.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { readForm } from "~/.server/form-data";
import { quoteStartCookie } from "~/.server/quote-start";
import { isSecure, siteContext } from "~/.server/site-context";
import { zipEntrySchema } from "~/domain/public/zip-schema";
import { zipFlowOutcome } from "~/domain/public/zip-flow";
import { cityByZip } from "~/.server/platform/widgets";
import type { ZipEntryResult } from "~/components/zip-entry-form";
import { say } from "./settings.server";

export async function zipEntryAction(request: Request, url: URL, context: Readonly<RouterContextProvider>): Promise<ZipEntryResult | Response> {
  const site = context.get(siteContext);
  const form = await readForm(request);
  const raw = typeof form.get("zip") === "string" ? String(form.get("zip")) : "";
  const invalid = say(context, site.settings.messages.zipInvalid);
  const parsed = zipEntrySchema(invalid).safeParse({ zip: raw });
  if (!parsed.success) return { status: "invalid", zip: raw.replace(/\D/g, "").slice(0, 5), error: invalid };
  const { zip } = parsed.data;

  const answer = await cityByZip(site.platform(), zip, site.brand.code);
  if (answer === null) return { status: "unavailable", zip, error: say(context, site.settings.messages.genericError) };
  // The platform refusing the zip (unknown zip) is the same as "no address" (doc1 §4).
  const lookup = answer.ok ? answer.data : { addresses: [], isQuoteAvaliable: null };
  const outcome = zipFlowOutcome(zip, lookup, { lang: site.lang, experiences: site.brand.experiences, states: site.brand.states });
  if (outcome.kind === "out-of-service") return { status: "out-of-service", zip };

  const { location } = outcome;
  const cookie = quoteStartCookie(
    { zip: location.zip, state: location.state, city: location.city.slice(0, 80) },
    { hours: site.settings.limits.storedStateHours, secure: isSecure(request, url) },
  );
  return redirect(outcome.href, { headers: { "Set-Cookie": cookie } });
}
