/** The driver modal of the driver summary (doc2 §5): edits the primary driver, or adds or edits another one. */
import { driverModalSchema } from "~/domain/quote/driver-modal";
import { syncPrimary } from "~/domain/quote/draft";
import { MAX_DRIVERS_PER_QUOTE } from "~/domain/quote/limits";
import { messageKey } from "~/domain/message";
import { defineIntent, fail, saveAndAnswer } from "./shared.server";

type DriverFields = { firstName: string; lastName: string; dob: string; relation?: number; gender: "male" | "female"; marital: "married" | "single" };

const roleOf = (form: FormData) => (String(form.get("id") ?? "") === "primary" ? "primary" : "additional");

export const driverSave = defineIntent({
  schema: ({ form, rules }) => driverModalSchema({ ...rules.birthRule, role: roleOf(form) }),
  handle: async ({ ctx, intent, form, draft, value }) => {
    const id = String(form.get("id") ?? "");
    const v = value as unknown as DriverFields;
    if (roleOf(form) === "primary") {
      const primary = { ...draft.primary, firstName: v.firstName, lastName: v.lastName, dob: v.dob, gender: v.gender, marital: v.marital };
      return saveAndAnswer(ctx, intent, syncPrimary({ ...draft, primary }));
    }
    const existing = draft.drivers.findIndex((d) => d.id === id);
    if (existing < 0 && draft.drivers.length >= MAX_DRIVERS_PER_QUOTE)
      return fail(intent, { firstName: [messageKey("quote.drivers.tooMany", { max: MAX_DRIVERS_PER_QUOTE })] });
    const row = {
      id: existing >= 0 ? id : `d${Date.now().toString(36)}`,
      firstName: v.firstName,
      lastName: v.lastName,
      dob: v.dob,
      relation: v.relation ?? 3,
      gender: v.gender,
      marital: v.marital,
    };
    const drivers = existing >= 0 ? draft.drivers.map((d) => (d.id === id ? row : d)) : [...draft.drivers, row];
    return saveAndAnswer(ctx, intent, { ...draft, drivers });
  },
});
