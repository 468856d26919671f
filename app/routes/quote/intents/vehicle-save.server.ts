/**
 * The vehicle modal (doc2 §5): a vehicle by VIN (decoded by the platform) or by year, make and
 * model, with the pricing questions; added, or edited in place.
 */
import { vehicleSchema } from "~/domain/quote/vehicle";
import type { DraftVehicle } from "~/domain/quote/draft";
import { MAX_VEHICLES_PER_QUOTE } from "~/domain/quote/limits";
import { messageKey } from "~/domain/message";
import { decodeVin } from "~/.server/platform/quote";
import { vinEntry } from "../vin-entry.server";
import { defineIntent, fail, saveAndAnswer } from "./shared.server";

export const vehicleSave = defineIntent({
  schema: ({ draft }) => vehicleSchema({ mileageRequired: draft.mileageRequired === true }),
  handle: async ({ ctx, intent, form, draft, value: v }) => {
    let vehicle: Omit<DraftVehicle, "id">;
    if (v.entry === "vin") {
      // doc2 §5 VIN: a check digit that does not match may be a typo, or a VIN the manufacturer
      // issued so: the decoded vehicle is shown beside the field and saving it again keeps it.
      const entry = vinEntry(await decodeVin(ctx.platform, v.vin), {
        vin: v.vin,
        confirmed: form.get("confirm.vin"),
        button: "quote.vehicles.save",
      });
      if (entry.kind === "warning") return { ok: false, intent, errors: {}, warnings: { vin: entry.warning } };
      if (entry.kind !== "decoded") return fail(intent, { vin: [entry.kind === "not-found" && entry.message ? entry.message : "quote.vehicles.vinNotFound"] });
      vehicle = { vin: v.vin, year: entry.vehicle.year, make: entry.vehicle.maker, model: entry.vehicle.model };
    } else {
      vehicle = { year: v.year, make: v.make, model: v.model };
    }
    if (typeof v.mileage === "number") vehicle.mileage = v.mileage;
    if (v.ownership) vehicle.ownership = v.ownership;
    if (typeof v.monthsOwned === "number") vehicle.monthsOwned = v.monthsOwned;
    if (form.get("existing") === "true") vehicle.isExistingVehicle = true;
    const id = String(form.get("id") ?? "");
    const index = draft.vehicles.findIndex((x) => x.id === id);
    if (index < 0 && draft.vehicles.length >= MAX_VEHICLES_PER_QUOTE)
      return fail(intent, {}, messageKey("quote.vehicles.tooMany", { max: MAX_VEHICLES_PER_QUOTE }));
    const row = { ...vehicle, id: index >= 0 ? id : `v${Date.now().toString(36)}` };
    const vehicles = index >= 0 ? draft.vehicles.map((x) => (x.id === id ? row : x)) : [...draft.vehicles, row];
    return saveAndAnswer(ctx, intent, { ...draft, vehicles });
  },
});
