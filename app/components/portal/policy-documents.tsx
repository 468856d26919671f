/**
 * doc3 §2.1 sold (download and print of the policy documents), §2.3, §2.7 portal policies, §7.6: a
 * policy's documents as download links, on its card in the policies tab and in its detail window.
 * Each link is the site's own address (app/routes/portal/document.ts), in the page's language; the
 * PDF is read on the server with the session's customer, so nothing personal is kept in the browser.
 */
import { localizePath, type Language } from "~/domain/site";
import { PORTAL_PATH } from "~/domain/portal/paths";
import { useTranslation } from "~/i18n";

/** The documents the platform lists for a policy (the download route accepts these only). */
export const POLICY_DOCUMENT_IDS = ["declarations", "id-card", "renters-declarations"] as const;
type KnownDocument = (typeof POLICY_DOCUMENT_IDS)[number];
const isKnown = (id: string): id is KnownDocument => (POLICY_DOCUMENT_IDS as readonly string[]).includes(id);

/** A policy document's download address in `lang` (/es/portal/documents/… in Spanish). */
export function policyDocumentHref(policyId: string, documentId: string, lang: Language): string {
  return localizePath(`${PORTAL_PATH}/documents/${encodeURIComponent(policyId)}/${encodeURIComponent(documentId)}`, lang);
}

export interface ListedDocument {
  documentId: string;
  title: string;
}

export function PolicyDocuments({
  policyId,
  policyNumber,
  documents,
  lang,
  headingLevel = 4,
  showEmpty = false,
}: {
  policyId: string;
  policyNumber: string;
  documents: ListedDocument[];
  lang: Language;
  headingLevel?: 3 | 4;
  showEmpty?: boolean;
}) {
  const { t } = useTranslation();
  if (documents.length === 0 && !showEmpty) return null;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const headingId = `documents-${policyId}-${headingLevel}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-testid="policy-documents">
      <Heading id={headingId} className={headingLevel === 3 ? "text-lg font-bold text-ink" : "text-base font-semibold text-ink"}>
        {t("portal.documents.title")}
        <span className="sr-only"> ({t("portal.documents.policyNumber", { number: policyNumber })})</span>
      </Heading>
      {documents.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("portal.documents.none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {documents.map((doc) => {
            const label = `${isKnown(doc.documentId) ? t(`portal.documents.kind.${doc.documentId}`) : doc.title} (${t("portal.documents.pdf")})`;
            return (
              <li key={doc.documentId}>
                {/* The accessible name starts with the visible label, then names the policy (several cards show the same documents). */}
                <a
                  className="btn btn-outline inline-flex items-center gap-2"
                  href={policyDocumentHref(policyId, doc.documentId, lang)}
                  download
                  aria-label={`${label}, ${t("portal.documents.policyNumber", { number: policyNumber })}`}
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
                    <path d="M10 2a1 1 0 0 1 1 1v8.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V3a1 1 0 0 1 1-1Zm-6 14a1 1 0 0 1 1-1h10a1 1 0 1 1 0 2H5a1 1 0 0 1-1-1Z" />
                  </svg>
                  <span>{label}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
