/**
 * GET /quote/results/estimate?term=…&coveragePackage=…[&custom=on&cov.BI=…]: the estimated quote
 * widget's price (doc2 §2) for the coverage the shopper is choosing on the coverage step, before
 * they submit it: the visitor's own saved draft with that term and coverage, priced as the page
 * prices it (the lowest premium the cards would show, carrier rules applied). Reads only: nothing is
 * saved or rated for keeps. A visitor without a draft gets 403; a malformed choice 400. The widget
 * reads it with a fetcher (typed from `clientLoader`); any other caller reads the same JSON.
 */
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { orUnanswered } from "~/components/forms/unanswered";
import { COVERAGE_CODES, policySchema } from "~/domain/quote/coverage";
import { coverageChoices } from "../coverage-choices";
import { loadDraft } from "../draft-store.server";
import { clientForResults } from "../endpoint.server";
import { estimateFor } from "../page-data.server";
import { coveragesFor } from "~/.server/platform/quote";
import { answer, forbiddenAnswer, notFoundAnswer } from "./answer.server";

const choiceSchema = policySchema().extend({ custom: z.boolean().optional() });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const query = new URL(request.url).searchParams;
  const submission = parseWithZod(query, { schema: choiceSchema });
  if (submission.status !== "success") return answer({ ok: false, error: "invalid", result: submission.reply() }, 400);
  const customValues: Record<string, string> = {};
  for (const code of COVERAGE_CODES) {
    const chosen = query.get(`cov.${code}`);
    if (chosen !== null) customValues[code] = chosen.slice(0, 40);
  }

  const loaded = await loadDraft(platform, await getSession(request));
  if (!loaded.found) return forbiddenAnswer();
  const { term, coveragePackage, customCoverages, custom } = submission.value;
  const draft = { ...loaded.draft, policy: { term, coveragePackage, customCoverages, custom: custom === true, customValues } };
  const [coverages, carriers, settings] = await Promise.all([
    draft.primary.state ? coveragesFor(platform, draft.primary.state) : null,
    site.content.carriers(site.brand.code),
    site.content.flowSettings("quoteSettings", site.brand.code),
  ]);
  const estimate = await estimateFor(platform, draft, coverages?.ok ? coverageChoices(coverages.data) : null, carriers, settings.defaultMileage);
  return answer({ ok: true, estimate });
}

/** In the browser: a price the site did not give (no network, a server error) shows no price, not an error page. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) => orUnanswered(() => serverLoader<typeof loader>());
