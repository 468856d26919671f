/**
 * The visitor's quote draft, kept by the platform under the opaque `draftId` of the session
 * cookie (doc2 §4 revisit; DESIGN "Forms"). Reading never fails the page: no draft, an expired
 * one or a platform without an answer reads as an empty draft.
 */
import type { Session } from "react-router";
import type { PlatformClient } from "~/.server/platform";
import type { VisitorSession } from "~/.server/session";
import { emptyDraft, readDraft, type QuoteDraft } from "~/domain/quote/draft";
import { drafts } from "~/.server/platform/quote";

export type LoadedDraft = { draft: QuoteDraft; version?: number; found: boolean };

export async function loadDraft(platform: PlatformClient, session: Session<VisitorSession>): Promise<LoadedDraft> {
  const draftId = session.get("draftId");
  if (!draftId) return { draft: emptyDraft(), found: false };
  const answer = await drafts.read(platform, draftId);
  if (!answer?.ok) return { draft: emptyDraft(), found: false };
  return { draft: readDraft(answer.data.data), version: answer.data.version, found: true };
}

/**
 * Save the draft: a new draft id goes into the session (the caller commits the cookie).
 * Returns false when the platform did not keep it.
 */
export async function saveDraft(platform: PlatformClient, session: Session<VisitorSession>, draft: QuoteDraft): Promise<boolean> {
  const data = { ...draft, updatedAt: Date.now() } as Record<string, unknown>;
  const draftId = session.get("draftId");
  if (draftId) {
    const saved = await drafts.save(platform, draftId, data);
    if (saved?.ok) return true;
    if (saved && saved.status !== 404 && saved.status !== 400) return false;
  }
  const created = await drafts.create(platform, data);
  if (!created?.ok) return false;
  session.set("draftId", created.data.draftId);
  return true;
}
