/**
 * doc1 §5 newsletter sign-up: an invalid e-mail submits nothing and shows nothing (doc1 §8
 * "silent"); a valid one is sent to the form's action, whose brand-site-root prefix is first
 * rewritten to '/'.
 */
import { rewriteFormAction } from "./content-paths";
import { isValidEmail } from "./email";

export type NewsletterSubmission = { submit: false } | { submit: true; email: string; action: string };

export function newsletterSubmission(input: { email: string; action: string; contentRoots: readonly string[] }): NewsletterSubmission {
  const email = input.email.trim();
  if (!isValidEmail(email)) return { submit: false };
  return { submit: true, email, action: rewriteFormAction(input.action, input.contentRoots) };
}
