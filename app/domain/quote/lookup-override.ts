/**
 * doc2 §5 override modal: a lookup (the licence or name lookup of driver 1/3, a licence image, the
 * ZIP lookup of driver 3/3) that returns a different name or address than the visitor typed is used
 * only after the visitor answers Yes. What is never asked about is what fills a field left empty.
 */
import { comparable, lookupDiffers, type LookupIdentity } from "./driver-steps";

export { lookupDiffers, type LookupIdentity };

const ADDRESS_KEYS = ["address", "city", "state", "zip"] as const;
const blank = (value: string | undefined) => (value ?? "").trim() === "";

/**
 * What a lookup may fill without asking: the name fields the visitor left empty, and the found
 * address only when no part of an address was entered (a found street never joins a typed ZIP).
 */
export function fillWithoutAsking(typed: LookupIdentity, found: LookupIdentity): LookupIdentity {
  const fill: LookupIdentity = {};
  if (blank(typed.firstName) && !blank(found.firstName)) fill.firstName = found.firstName;
  if (blank(typed.lastName) && !blank(found.lastName)) fill.lastName = found.lastName;
  if (ADDRESS_KEYS.every((key) => blank(typed[key])) && !blank(found.address)) Object.assign(fill, addressOf(found));
  return fill;
}

function addressOf(found: LookupIdentity): LookupIdentity {
  const out: LookupIdentity = { address2: found.address2 ?? "" };
  for (const key of ADDRESS_KEYS) if (!blank(found[key])) out[key] = found[key];
  return out;
}

/** The details to ask about (the modal shows them), or null when the lookup changes nothing typed. */
export function overrideToAsk(typed: LookupIdentity, found: LookupIdentity | undefined): LookupIdentity | null {
  return found && lookupDiffers(typed, found) ? found : null;
}

/**
 * The name and address after the visitor's answer. Yes: the found ones (a found street brings its
 * apartment, and replaces the typed one). No: the typed ones, with only empty fields filled.
 * A lookup that differs in nothing typed is applied as Yes.
 */
export function answerOverride(typed: LookupIdentity, found: LookupIdentity, use: boolean): LookupIdentity {
  if (!use) return { ...typed, ...fillWithoutAsking(typed, found) };
  const out: LookupIdentity = { ...typed };
  for (const key of ["firstName", "lastName", ...ADDRESS_KEYS] as const) if (!blank(found[key])) out[key] = found[key];
  if (!blank(found.address)) out.address2 = found.address2 ?? "";
  return out;
}

export type ZipPlace = { city: string; state: string };

/**
 * doc2 §5 on driver 3/3: the ZIP lookup's city and state. `fill` when the visitor left them empty
 * (or typed the same), `ask` when they typed another city or state: the override modal asks before
 * either is replaced.
 */
export function zipPlaceChoice(typed: { city?: string; state?: string }, found: ZipPlace): "fill" | "ask" {
  const differs = (mine: string | undefined, theirs: string) => !blank(mine) && comparable(mine) !== comparable(theirs);
  return differs(typed.city, found.city) || differs(typed.state, found.state) ? "ask" : "fill";
}
