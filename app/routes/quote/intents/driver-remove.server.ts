/** Removing a driver from the driver summary (doc2 §5): not the primary driver. */
import { z } from "zod";
import { canRemoveDriver } from "~/domain/quote/driver-modal";
import { defineIntent, fail, saveAndAnswer } from "./shared.server";

export const driverRemove = defineIntent({
  schema: () => z.object({ id: z.string().default("") }),
  handle: async ({ ctx, intent, draft, value }) => {
    const index = draft.drivers.findIndex((d) => d.id === value.id);
    if (index < 0 || !canRemoveDriver(index)) return fail(intent, {}, "quote.drivers.cannotRemove");
    return saveAndAnswer(ctx, intent, { ...draft, drivers: draft.drivers.filter((_, i) => i !== index) });
  },
});
