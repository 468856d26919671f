/**
 * The widgets' platform calls (doc1 §2, §4, §5), with their answer schemas: the zip look-up of the
 * zip entry, and the forms the platform stores (consent, newsletter, contact, wait-list). Every
 * call goes through the site's client (the site's credential, the spec header, the visitor's address).
 *
 *   GET  /api/address/citybyzip   ?zip=&brand=                                        { addresses, isQuoteAvaliable }
 *   POST /api/forms/consent       { consentText, page, id?, ipAddress? }             { submissionId }
 *   POST /api/forms/newsletter    { email, page, ipAddress? }                        { submissionId }
 *   POST /api/forms/submissions   { formId, page, fields, ipAddress? }               { submissionId }
 *   POST /api/forms/wait-list     { email, state, page, ipAddress? }                 { submissionId }
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";
import { zipLookupResponseSchema, type ZipLookupResponse } from "~/domain/public/zip-flow";

export { zipLookupResponseSchema };

/** A stored form submission. */
export const submissionAnswerSchema = z.object({ submissionId: z.string() });
export type SubmissionAnswer = z.infer<typeof submissionAnswerSchema>;

/** doc1 §4: the zip's addresses (city and state) for the brand, and whether the platform quotes there. */
export function cityByZip(platform: PlatformClient, zip: string, brand: string): Promise<PlatformAnswer<ZipLookupResponse>> {
  return platform.get("/api/address/citybyzip", { zip, brand }, zipLookupResponseSchema);
}

/** The consent page's record: the exact text shown, the page, the consent record's id when the page had one, the visitor's address. */
export function submitConsentForm(
  platform: PlatformClient,
  input: { consentText: string; page: string; id?: string; ipAddress?: string },
): Promise<PlatformAnswer<SubmissionAnswer>> {
  const { consentText, page, id, ipAddress } = input;
  return platform.post("/api/forms/consent", { consentText, page, ...(id ? { id } : {}), ipAddress }, submissionAnswerSchema);
}

/** doc1 §5 newsletter sign-up, with the page the form was sent from. */
export function subscribeNewsletter(
  platform: PlatformClient,
  input: { email: string; page: string; ipAddress?: string },
): Promise<PlatformAnswer<SubmissionAnswer>> {
  return platform.post("/api/forms/newsletter", { email: input.email, page: input.page, ipAddress: input.ipAddress }, submissionAnswerSchema);
}

/** doc1 §5 generic form container: the configured form's checked values. */
export function submitForm(
  platform: PlatformClient,
  input: { formId: string; page: string; fields: Record<string, string>; ipAddress?: string },
): Promise<PlatformAnswer<SubmissionAnswer>> {
  return platform.post(
    "/api/forms/submissions",
    { formId: input.formId, page: input.page, fields: input.fields, ipAddress: input.ipAddress },
    submissionAnswerSchema,
  );
}

/** doc1 §7 out-of-state wait list: the visitor's e-mail and the state they wait for. */
export function joinWaitList(
  platform: PlatformClient,
  input: { email: string; state: string; page: string; ipAddress?: string },
): Promise<PlatformAnswer<SubmissionAnswer>> {
  return platform.post(
    "/api/forms/wait-list",
    { email: input.email, state: input.state, page: input.page, ipAddress: input.ipAddress },
    submissionAnswerSchema,
  );
}
