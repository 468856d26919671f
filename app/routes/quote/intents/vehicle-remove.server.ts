/** Removing a vehicle from the vehicle summary (doc2 §5). */
import { z } from "zod";
import { defineIntent, saveAndAnswer } from "./shared.server";

export const vehicleRemove = defineIntent({
  schema: () => z.object({ id: z.string().default("") }),
  handle: async ({ ctx, intent, draft, value }) => saveAndAnswer(ctx, intent, { ...draft, vehicles: draft.vehicles.filter((x) => x.id !== value.id) }),
});
