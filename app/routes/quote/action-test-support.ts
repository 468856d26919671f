/**
 * For tests of the quote action against the real platform: a platform on a test database, the
 * site's client to it, a visitor session holding a saved draft at a given step, and the action's
 * context for the lonestar brand in English, with the brand's carriers of the seed dataset.
 */
import { createMemorySessionStorage } from "react-router";
import type { TFunction } from "~/i18n";
import { startTestPlatform, TEST_CLIENT_SECRET, type TestPlatform } from "../../../platform/http/test-client.ts";
import { captureLogger, testClient } from "~/.server/platform/test-support";
import { createSiteCredentials } from "~/.server/platform";
import { quoteSettingsSchema } from "~/.server/content/schemas";
import { createContentSource } from "~/.server/content";
import type { VisitorSession } from "~/.server/session";
import { emptyDraft, syncPrimary, type QuoteDraft } from "~/domain/quote/draft";
import type { ActionContext } from "./actions.server";
import { saveDraft } from "./draft-store.server";

export interface QuoteActionFixture {
  platform: TestPlatform;
  ctx: ActionContext;
  draft: QuoteDraft;
}

export async function startQuoteActionFixture(
  store: Parameters<typeof startTestPlatform>[0],
  options: { name: string; step: QuoteDraft["step"]; completed: QuoteDraft["completed"]; t: TFunction; timeoutMs?: number },
): Promise<QuoteActionFixture> {
  const platform = await startTestPlatform(store);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const credentials = createSiteCredentials({
    baseUrl: platform.baseUrl,
    clientId: "site",
    clientSecret: TEST_CLIENT_SECRET,
    timeoutMs: timeoutMs / 2,
    logger: captureLogger().logger,
  });
  const { client } = testClient(platform.baseUrl, { timeoutMs, credentials });
  const session = await createMemorySessionStorage<VisitorSession>({ cookie: { name: "__session", secrets: [`${options.name}-test`] } }).getSession();
  const draft = syncPrimary(
    emptyDraft({
      primary: {
        entryMode: "nondl",
        firstName: "Marisol",
        lastName: "Vega",
        dob: "04-12-1990",
        email: `${options.name}.${Date.now()}@example.com`,
        phone: "2145550188",
        privacyConsent: true,
      },
      step: options.step,
      completed: options.completed,
    }),
  );
  if (!(await saveDraft(client, session, draft))) throw new Error("the draft was not saved");
  const ctx: ActionContext = {
    request: new Request("http://localhost/quote", { method: "POST" }),
    url: new URL("http://localhost/quote"),
    platform: client,
    session,
    settings: quoteSettingsSchema.parse({ brandCode: "lonestar" }),
    variant: { california: false, mileageRequired: false },
    t: options.t,
    ip: "203.0.113.9",
    lang: "en",
    comingSoonPath: "/coming-soon",
    carriers: await seedCarriers("lonestar"),
    states: ["TX"],
  };
  return { platform, ctx, draft };
}

/** A brand's carriers as the seed dataset (studio/seed/production.ndjson) has them. */
export function seedCarriers(brandCode: string) {
  const content = createContentSource(
    {
      CONTENT_SOURCE: "local",
      CONTENT_DATASET_FILE: "studio/seed/production.ndjson",
      SANITY_PROJECT_ID: undefined,
      SANITY_DATASET: "production",
      SANITY_API_VERSION: "2025-02-19",
      SANITY_TOKEN: undefined,
      CONTENT_CACHE_TTL_MS: 0,
    },
    { logger: { warn: () => {} } },
  );
  return content.carriers(brandCode);
}
