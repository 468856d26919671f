/**
 * Partner links for the quote page's affiliate entry: a partner lead planted on the
 * platform by staff, and the signed link the platform gives for it (`sig` over the source and the
 * customer id or click id). Only such a link pre-fills the quote form.
 */
import { expect, type Page } from "@playwright/test";
import { platformCall, staffToken } from "./platform-api";

export type PartnerLead = { source: string; medium?: string; campaign?: string; customerId?: string; gclid?: string; rawData: Record<string, unknown> };

/** Plants the lead and answers its signed link's query (`utm_source=…&customerid=…&sig=…`), for `/quote?` + it. */
export async function plantPartnerLead(lead: PartnerLead, brand = "lonestar"): Promise<string> {
  const token = await staffToken(brand);
  const planted = await platformCall<{ lead: { affiliateLeadId: string } }>("POST", "/api/lead/affiliate", {
    token,
    body: { partnerId: lead.source, ...lead },
  });
  const link = await platformCall<{ query: Record<string, string> }>("GET", `/api/lead/affiliate/${planted.lead.affiliateLeadId}/link`, { token });
  return new URLSearchParams(link.query).toString();
}

/**
 * Opens a partner link as a visitor with JavaScript: the page without personal data posts its
 * entry once by itself (after hydration, which a loaded machine delays) and continues at its clean address.
 */
export async function openPartnerLink(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).not.toHaveURL(/[?&](customerid|gclid|code|transactionId)=/, { timeout: 30_000 });
}
