/**
 * doc2 §5 VIN, one rule for every VIN the shopper types (the quote's vehicle step, buy online's
 * driver info, the follow-up form's driver info and vehicle window): a VIN whose check digit does not
 * match is never a dead end. Manufacturers issue some such VINs, and a typing slip shows a vehicle to
 * compare. The first save answers a warning beside the field naming the vehicle the VIN decodes to;
 * saving again with that VIN (posted back as its confirmation) keeps it. When it decodes to nothing,
 * the shopper is pointed to year, make and model: the quote's own entry by year, make and model, or,
 * where the vehicle is already known by them (buy online, the follow-up form), that vehicle, which
 * saving again keeps with this VIN. A VIN whose check digit matches and decodes to nothing stays
 * each flow's own not-found message.
 */
import type { PlatformAnswer } from "~/.server/platform/result";
import { messageKey } from "~/domain/message";
import type { FieldWarning } from "./action-types";

/** The platform's answer to GET /api/vehicle/detailbyvin (null: no answer). */
type DecodeAnswer = PlatformAnswer<{ details: DecodedVehicle[]; warning?: { code: string } }> | null;

export interface DecodedVehicle {
  year: number;
  maker: string;
  model: string;
}

export type VinEntry =
  /** Decoded (after the warning was confirmed, when there was one): the vehicle to keep. */
  | { kind: "decoded"; vehicle: DecodedVehicle }
  /** Decoded to nothing, check digit wrong, confirmed: keep the VIN with the vehicle already known. */
  | { kind: "listed" }
  /** Shown beside the field; nothing is saved yet. */
  | { kind: "warning"; warning: FieldWarning }
  /** The VIN decodes to nothing: the flow's own message (`message`, a catalogue message, when the check digit is wrong). */
  | { kind: "not-found"; message?: string }
  /** No answer from the platform. */
  | { kind: "unavailable" };

export interface VinEntryOptions {
  /** The normalized VIN the shopper typed. */
  vin: string;
  /** What the form posted back as the confirmation of an earlier warning. */
  confirmed: FormDataEntryValue | null;
  /** The catalogue key of the button that saves again (the warning names it in the page's language). */
  button: string;
  /** The vehicle already known by year, make and model ("2018 Toyota Camry"); without one the quote's entry by year, make and model is offered. */
  listed?: string;
}

export const vehicleLabel = (v: DecodedVehicle) => `${v.year} ${v.maker} ${v.model}`;

/** The decode's answer read by the rule above. */
export function vinEntry(answer: DecodeAnswer, options: VinEntryOptions): VinEntry {
  if (answer === null || (!answer.ok && answer.status >= 500)) return { kind: "unavailable" };
  const checkDigit = answer.ok && answer.data.warning?.code === "check-digit";
  const detail = answer.ok ? answer.data.details[0] : undefined;
  const confirmed = checkDigit && options.confirmed === options.vin;
  const warn = (message: string): VinEntry => ({ kind: "warning", warning: { message, value: options.vin } });
  if (!detail) {
    if (!checkDigit) return { kind: "not-found" };
    if (options.listed === undefined) return { kind: "not-found", message: "vinCheck.notFound" };
    return confirmed ? { kind: "listed" } : warn(messageKey("vinCheck.notFoundListed", { vehicle: options.listed, button: { key: options.button } }));
  }
  const vehicle = { year: detail.year, maker: detail.maker, model: detail.model };
  if (!checkDigit || confirmed) return { kind: "decoded", vehicle };
  return warn(
    messageKey(options.listed === undefined ? "vinCheck.decoded" : "vinCheck.decodedListed", {
      vehicle: vehicleLabel(vehicle),
      button: { key: options.button },
    }),
  );
}
