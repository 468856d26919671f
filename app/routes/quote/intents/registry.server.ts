/**
 * Every intent the quote page's forms post (doc2 §2–§5), each with its handler. An intent missing
 * here is refused before anything is read or written.
 */
import type { IntentHandler } from "./shared.server";
import { affiliateConsent } from "./affiliate-consent.server";
import { back } from "./back.server";
import { driver1 } from "./driver1.server";
import { driver2 } from "./driver2.server";
import { driver3 } from "./driver3.server";
import { driverRemove } from "./driver-remove.server";
import { driverSave } from "./driver-save.server";
import { driversNext } from "./drivers-next.server";
import { licenceImage } from "./licence-image.server";
import { override } from "./override.server";
import { policy } from "./policy.server";
import { restart } from "./restart.server";
import { stage } from "./stage.server";
import { vehicleRemove } from "./vehicle-remove.server";
import { vehicleSave } from "./vehicle-save.server";
import { vehiclesNext } from "./vehicles-next.server";
import { zip } from "./zip.server";
import { zipLeave } from "./zip-leave.server";

export const intentHandlers = {
  driver1,
  override,
  "licence-image": licenceImage,
  driver2,
  zip,
  "zip-leave": zipLeave,
  driver3,
  "driver-save": driverSave,
  "driver-remove": driverRemove,
  "drivers-next": driversNext,
  "vehicle-save": vehicleSave,
  "vehicle-remove": vehicleRemove,
  "vehicles-next": vehiclesNext,
  policy,
  "affiliate-consent": affiliateConsent,
  back,
  stage,
  restart,
} as const satisfies Record<string, IntentHandler>;

export type QuoteIntent = keyof typeof intentHandlers;

/** The posted form's intent when the page has a handler for it; null otherwise. */
export function intentOf(form: FormData): QuoteIntent | null {
  const intent = form.get("intent");
  return typeof intent === "string" && Object.hasOwn(intentHandlers, intent) ? (intent as QuoteIntent) : null;
}
