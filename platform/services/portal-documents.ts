/**
 * The signed-in customer's policy documents in the portal (doc3 §2.1 sold: download and print of
 * the policy documents; §2.3 renters purchase confirmed; §2.7 portal policies; §7.6): listed with
 * each policy and downloaded as PDFs in the language asked for.
 * - An auto policy bought online (buy online, status sold): its declarations page and its ID card.
 *   The stored documents (the bytes signed, with their SHA-256) are served as they are when they
 *   are in the language asked for; otherwise they are made again from the same purchase in that
 *   language (the same record always makes the same bytes).
 * - A renters policy bought online: its declarations page.
 * Other policies (issued by the carrier outside this platform) have no documents here. Roadside
 * memberships are not customer policies (they have their own document link), so they are not listed.
 * Whose the policy is, is checked by the caller (./portal.ts): another customer's answers 404.
 */
import { z } from "zod";
import { HttpError } from "../http/envelope.ts";
import type { Db } from "../db/index.ts";
import * as buyOnline from "../repositories/buy-online.ts";
import type { PolicyRecord } from "../repositories/policies.ts";
import { renderDeclarations, declarationsFileName } from "../documents/declarations.ts";
import { renderIdCard, idCardFileName } from "../documents/id-card.ts";
import type { PlatformContext } from "./context.ts";
import { BUY_NOW } from "./buy-online-rules.ts";
import { DOCUMENT_TYPES, policyDataOf, sha256Hex } from "./buy-online-issue.ts";
import { declarationsOfPolicy, rentersPurchaseOfPolicy } from "./renters.ts";

export const DOCUMENT_IDS = ["declarations", "id-card", "renters-declarations"] as const;
export type DocumentId = (typeof DOCUMENT_IDS)[number];
type Lang = "en" | "es";

export const DOCUMENT_NOT_FOUND = "No such policy document.";

const TITLES: Record<DocumentId, Record<Lang, string>> = {
  declarations: { en: "Auto policy declarations", es: "Declaraciones de la póliza de auto" },
  "id-card": { en: "Insurance ID card", es: "Tarjeta de seguro" },
  "renters-declarations": { en: "Renters policy declarations", es: "Declaraciones de la póliza de inquilino" },
};

export const policyDocumentSchema = z.object({
  documentId: z.enum(DOCUMENT_IDS).meta({ description: "declarations and id-card (auto bought online), renters-declarations (renters)." }),
  title: z.string().meta({ description: "In the header's language." }),
  fileName: z.string(),
  contentType: z.literal("application/pdf"),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

const fileNameOf = (id: DocumentId, policyNumber: string, lang: Lang) =>
  id === "declarations"
    ? declarationsFileName(policyNumber, lang)
    : id === "id-card"
      ? idCardFileName(policyNumber, lang)
      : `${lang === "es" ? "declaraciones-inquilinos" : "renters-declarations"}-${policyNumber}.pdf`;

/** The auto purchase that issued this policy, once sold. */
async function soldPurchaseOf(db: Db, policy: PolicyRecord) {
  const purchase = await buyOnline.findPurchaseByPolicyNumber(db, policy.policy_number);
  return purchase && purchase.policy_id === policy.id && purchase.status === BUY_NOW.sold ? purchase : undefined;
}

/** Which documents the policy has, titled in `lang`. */
export async function documentsOfPolicy(db: Db, policy: PolicyRecord, lang: Lang): Promise<PolicyDocument[]> {
  const ids: DocumentId[] = [];
  if (await soldPurchaseOf(db, policy)) ids.push("declarations", "id-card");
  else if (await rentersPurchaseOfPolicy({ db }, policy.id)) ids.push("renters-declarations");
  return ids.map((documentId) => ({
    documentId,
    title: TITLES[documentId][lang],
    fileName: fileNameOf(documentId, policy.policy_number, lang),
    contentType: "application/pdf" as const,
  }));
}

/** One document of the (already owned) policy as a PDF in `lang`; 404 when the policy has no such document. */
export async function documentOfPolicy(
  ctx: PlatformContext,
  policy: PolicyRecord,
  documentId: string,
  lang: Lang,
): Promise<{ document: string; fileName: string; contentType: "application/pdf"; sha256: string }> {
  const missing = () => new HttpError(404, DOCUMENT_NOT_FOUND, undefined, { messageCode: "DOCUMENT_NOT_FOUND" });
  const listed = (await documentsOfPolicy(ctx.db, policy, lang)).find((d) => d.documentId === documentId);
  if (!listed) throw missing();
  let bytes: Buffer | null;
  if (listed.documentId === "renters-declarations") {
    bytes = await declarationsOfPolicy(ctx, policy.id, lang);
  } else {
    const purchase = (await soldPurchaseOf(ctx.db, policy))!;
    const type = listed.documentId === "declarations" ? DOCUMENT_TYPES.declarations : DOCUMENT_TYPES.idCard;
    const stored = (await buyOnline.listDocuments(ctx.db, purchase.id)).find((d) => d.document_type === type);
    if (stored && stored.lang === lang)
      return { document: stored.content_base64, fileName: stored.file_name, contentType: "application/pdf", sha256: stored.sha256 };
    const data = await policyDataOf(ctx, purchase, lang);
    bytes = type === DOCUMENT_TYPES.declarations ? await renderDeclarations(data) : await renderIdCard(data);
  }
  if (!bytes) throw missing();
  return { document: bytes.toString("base64"), fileName: listed.fileName, contentType: "application/pdf", sha256: sha256Hex(bytes) };
}
