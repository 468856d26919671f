/**
 * Leaving driver step 3/3 for a zip the page does not quote (doc2 §5): the step flagged the zip and
 * cleared city and state; the configured page names the place remembered here (only then:
 * remembered on this page, it would reset the draft). A served zip stays on the step.
 */
import { defineIntent, done } from "./shared.server";
import { placeOfZip, zipSchema } from "./zip.server";

export const zipLeave = defineIntent({
  schema: zipSchema,
  handle: async ({ ctx, intent, value }) => {
    const place = await placeOfZip(ctx, intent, value.zip);
    if ("ok" in place) return place;
    if (place.served) return done(intent);
    ctx.place = { zip: place.zip, state: place.state, city: place.city.slice(0, 80) };
    return done(intent, { redirectTo: ctx.comingSoonPath });
  },
});
