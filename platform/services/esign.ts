/**
 * The e-signature of a purchase (doc3 §2.1 e-sign, §7.1 e-sign documents, e-sign url, confirm
 * e-sign). The ceremony is the site's own page: the documents shown (the stored PDFs), the
 * affirmation statement with its checkbox, the signer's typed name. The record kept satisfies the
 * ESIGN Act (15 U.S.C. §7001(d)) record keeping: who signed (typed name, e-mail), when, from which
 * address and browser, the exact statement agreed to, and the SHA-256 of each document signed; the
 * documents' bytes are stored once and never changed, so the record can be checked later.
 * A purchase is signed once: a repeat with the same name and documents answers the first signature,
 * anything else is refused.
 */
import type { Caller } from "../http/route.ts";
import { conflict, HttpError } from "../http/envelope.ts";
import { newId, nowIso } from "../db/index.ts";
import * as repo from "../repositories/buy-online.ts";
import { findCustomerEmail } from "../repositories/customers.ts";
import type { PlatformContext } from "./context.ts";
import { allowedSiteUrl } from "./site-urls.ts";
import { BUY_NOW } from "./buy-online-rules.ts";
import { BUY_MESSAGES, langOf, requirePurchase, type Lang, type Step2Input } from "./buy-online.ts";
import { ensureDocuments, issuePolicy } from "./buy-online-issue.ts";

export const DOCUMENT_TITLES: Record<Lang, Record<number, string>> = {
  en: { 1: "Auto policy declarations", 2: "Texas liability insurance card" },
  es: { 1: "Declaraciones de la póliza de auto", 2: "Tarjeta de seguro de responsabilidad civil de Texas" },
};

/** The affirmation statement the signer agrees to (stored verbatim with the signature). */
export function affirmationStatement(lang: Lang, policyNumber: string): string {
  return lang === "es"
    ? `Acepto hacer negocios por medios electrónicos y firmar electrónicamente. He leído los documentos de la póliza ${policyNumber} que se muestran arriba, la información que di es verdadera y completa, y entiendo que escribir mi nombre es mi firma legal, con el mismo valor que una firma a mano. Puedo pedir copias en papel sin costo.`
    : `I agree to do business electronically and to sign electronically. I have read the documents of policy ${policyNumber} shown above, the information I gave is true and complete, and I understand that typing my name is my legal signature, with the same effect as a handwritten one. I may ask for paper copies at no cost.`;
}

export const SIGN_MESSAGES = {
  name: { en: "Type your full name as it appears on the policy.", es: "Escribe tu nombre completo como aparece en la póliza." },
  affirm: { en: "Check the box to agree to sign electronically.", es: "Marca la casilla para aceptar firmar electrónicamente." },
  changed: "The documents shown are not the ones to sign. Reload the page to see them again.",
  alreadySigned: "This purchase is already signed.",
} as const;

const normalName = (value: string) => value.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

export async function esignDocuments(
  ctx: PlatformContext,
  caller: Caller,
  input: { transactionId: string; carrierId: string; quoteNumber?: string },
  lang: Lang,
) {
  const { purchase } = await requirePurchase(ctx, caller, input.transactionId, input.carrierId);
  if (purchase.status < BUY_NOW.esignReady) throw conflict(BUY_MESSAGES.notYet);
  if (input.quoteNumber && input.quoteNumber !== purchase.quote_number)
    throw new HttpError(404, "This quote number is not the purchase's.", { quoteNumber: "is not the quote of this purchase" });
  const documents = await ensureDocuments(ctx, purchase);
  const docLang = langOf(purchase.lang);
  return {
    esignDocuments: documents.map((d) => ({
      documentType: d.document_type,
      title: DOCUMENT_TITLES[lang][d.document_type] ?? d.file_name,
      fileName: d.file_name,
      sha256: d.sha256,
    })),
    affirmationStatement: affirmationStatement(docLang === lang ? lang : docLang, purchase.policy_number ?? ""),
    policyNumber: purchase.policy_number ?? "",
  };
}

/** doc3 §7.1 e-sign url: 3 → 4 (signing opened); the URL is the site's own signing page. */
export async function esignUrl(ctx: PlatformContext, caller: Caller, input: { transactionId: string; carrierId: string; returnUrl: string }) {
  const url = allowedSiteUrl(ctx.config, input.returnUrl);
  if (!url) throw new HttpError(400, "The signing address is not one of the brand's sites.", { returnUrl: "must be an address on one of the brand's sites" });
  const { purchase } = await requirePurchase(ctx, caller, input.transactionId, input.carrierId);
  if (purchase.status < BUY_NOW.esignReady) throw conflict(BUY_MESSAGES.notYet);
  if (!purchase.is_esign_available) throw conflict("This carrier does not sign online.");
  if (purchase.status === BUY_NOW.esignReady) {
    await repo.transition(
      ctx.db,
      purchase,
      { from: BUY_NOW.esignReady, to: BUY_NOW.esignOpen, event: "esignOpened", at: nowIso(ctx.now()) },
      { esign_status: "open" },
    );
  }
  return { eSignUrl: url.toString() };
}

export interface ConfirmEsignInput {
  transactionId: string;
  carrierId: string;
  signerName: string;
  affirmed: boolean;
  documentHashes: string[];
}

function signatureAnswer(signature: repo.SignatureRow, purchase: repo.PurchaseRow) {
  return {
    eSignSignedStatus: "signed",
    signatureId: signature.id,
    signedAt: signature.signed_at,
    policyNumber: purchase.policy_number ?? "",
    rc3PolicyId: purchase.policy_id ?? "",
    currentBuyNowStatus: purchase.status,
  };
}

/** doc3 §7.1 confirm e-sign: the signature record, 4 → 5, then the policy issued (5 → 6). */
export async function confirmEsign(ctx: PlatformContext, caller: Caller, input: ConfirmEsignInput, who: { ip: string; userAgent: string }, lang: Lang) {
  const { purchase } = await requirePurchase(ctx, caller, input.transactionId, input.carrierId);
  const step2 = JSON.parse(purchase.step2_json ?? "null") as Step2Input | null;
  const namedInsured = step2 ? `${step2.customer.firstName} ${step2.customer.lastName}` : "";

  const existing = await repo.findSignature(ctx.db, purchase.id);
  if (existing) {
    const sameDocs =
      JSON.stringify((JSON.parse(existing.documents_json) as { sha256: string }[]).map((d) => d.sha256).sort()) ===
      JSON.stringify([...input.documentHashes].sort());
    if (normalName(existing.signer_name) !== normalName(input.signerName) || !sameDocs)
      throw new HttpError(409, SIGN_MESSAGES.alreadySigned, undefined, { messageCode: "ALREADY_SIGNED" });
    if (purchase.status === BUY_NOW.signed) await issuePolicy(ctx, purchase.id, who);
    return signatureAnswer(existing, (await repo.findPurchaseById(ctx.db, purchase.id))!);
  }
  if (purchase.status < BUY_NOW.esignReady) throw conflict(BUY_MESSAGES.notYet);
  if (purchase.status > BUY_NOW.esignOpen) throw conflict(BUY_MESSAGES.pastStep);
  if (!purchase.is_esign_available) throw conflict("This carrier does not sign online.");

  const errors: Record<string, string> = {};
  if (!input.affirmed) errors.affirmed = SIGN_MESSAGES.affirm[lang];
  if (!namedInsured || normalName(input.signerName) !== normalName(namedInsured)) errors.signerName = SIGN_MESSAGES.name[lang];
  if (Object.keys(errors).length > 0) throw new HttpError(400, lang === "es" ? "Revisa los campos marcados." : "Please check the fields marked.", errors);

  const documents = await ensureDocuments(ctx, purchase);
  const stored = documents.map((d) => d.sha256).sort();
  if (JSON.stringify(stored) !== JSON.stringify([...new Set(input.documentHashes.map((h) => h.toLowerCase()))].sort())) {
    throw new HttpError(409, SIGN_MESSAGES.changed, undefined, { messageCode: "DOCUMENTS_CHANGED" });
  }

  let current = purchase;
  const now = nowIso(ctx.now());
  if (current.status === BUY_NOW.esignReady) {
    await repo.transition(ctx.db, current, { from: BUY_NOW.esignReady, to: BUY_NOW.esignOpen, event: "esignOpened", at: now }, { esign_status: "open" });
    current = (await repo.findPurchaseById(ctx.db, purchase.id))!;
  }
  const signature: repo.SignatureRow = {
    id: newId("sig"),
    purchase_id: purchase.id,
    signer_name: input.signerName.trim().replace(/\s+/g, " "),
    signer_email: step2?.customer.email.toLowerCase() ?? "",
    ip_address: who.ip,
    user_agent: who.userAgent.slice(0, 300),
    affirmation_text: affirmationStatement(langOf(purchase.lang), purchase.policy_number ?? ""),
    lang: langOf(purchase.lang),
    documents_json: JSON.stringify(documents.map((d) => ({ documentType: d.document_type, fileName: d.file_name, sha256: d.sha256 }))),
    signed_at: now,
  };
  const signedNow = await repo
    .signAndTransition(
      ctx.db,
      signature,
      current,
      { from: BUY_NOW.esignOpen, to: BUY_NOW.signed, event: "esigned", at: now },
      { esign_status: "signed", rc3_status: 1 },
    )
    .catch((error: unknown) => {
      // Another request moved the purchase first (opened or signed it): answer from what it stored.
      if (error instanceof Error && error.message === "purchase moved while signing") return false;
      throw error;
    });
  if (signedNow) ctx.logger.info({ purchaseId: purchase.id, signatureId: signature.id }, "purchase e-signed");
  await issuePolicy(ctx, purchase.id, who);
  const signed = await repo.findSignature(ctx.db, purchase.id);
  if (!signed) throw conflict("The purchase changed meanwhile. Please try again.");
  return signatureAnswer(signed, (await repo.findPurchaseById(ctx.db, purchase.id))!);
}

/**
 * doc3 §7.1 policy documents (documentType 1 declarations, 2 ID card), from the stored bytes. The
 * site may read the documents of the shopper's own transaction (transactionId required, the
 * policy's); a customer those of a policy issued to them. Anything else: 404, whatever exists.
 */
export async function policyDocument(
  ctx: PlatformContext,
  caller: Caller,
  input: { carrierId: string; policyNumber: string; documentType: number; transactionId?: string },
) {
  const missing = () => new HttpError(404, "No such policy document.", undefined, { messageCode: "DOCUMENT_NOT_FOUND" });
  const purchase = await repo.findPurchaseByPolicyNumber(ctx.db, input.policyNumber);
  if (!purchase || purchase.carrier_id !== input.carrierId || purchase.brand !== caller.brand || purchase.status < BUY_NOW.esignReady) throw missing();
  if (caller.kind === "site") {
    if (!input.transactionId || input.transactionId !== purchase.transaction_id) throw missing();
  } else if (caller.kind === "customer") {
    const customerEmail = purchase.customer_id ? await findCustomerEmail(ctx.db, purchase.customer_id) : undefined;
    const owner = customerEmail !== undefined && !!caller.email && customerEmail.toLowerCase() === caller.email.toLowerCase() && caller.scope !== "transaction";
    const ownTransaction = caller.transactionId === purchase.transaction_id;
    if (!owner && !ownTransaction) throw missing();
  } else {
    throw missing();
  }
  const document = (await repo.listDocuments(ctx.db, purchase.id)).find((d) => d.document_type === input.documentType);
  if (!document) throw missing();
  return { document: document.content_base64, fileName: document.file_name, contentType: "application/pdf", sha256: document.sha256 };
}
