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
export type ActionFailure = { ok: false; intent: string; errors: Record<string, string[]>; notice?: string };
export type ActionResult = ActionSuccess | ActionFailure;
