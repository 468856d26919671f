/** What the quote page's action answers (shared by the action and the wizard's forms). */
import type { LookupIdentity } from "~/domain/quote/driver-steps";

export type ActionSuccess = {
  ok: true;
  intent: string;
  /** A lookup found other details: the override modal asks whether to use them (doc2 §5). */
  override?: LookupIdentity;
  /** A licence image was read: the fields to confirm on driver step 1. */
  licence?: { firstName: string; lastName: string; dob: string; license: string };
  /** The zip lookup of driver step 3. */
  place?: { city: string; state: string; served: boolean };
  redirectTo?: string;
};
/**
 * A field the action accepted but asks the visitor to look at again (a VIN whose check digit does
 * not match): the message shown beside it (a message string, app/domain/message.ts), and the value
 * that, posted back as `confirm.<field>`, goes on with it.
 */
export type FieldWarning = { message: string; value: string };
/** A refused form: field messages, and a notice for the whole form; every one a message string (app/domain/message.ts). */
export type ActionFailure = { ok: false; intent: string; errors: Record<string, string[]>; notice?: string; warnings?: Record<string, FieldWarning> };
export type ActionResult = ActionSuccess | ActionFailure;
