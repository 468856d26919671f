/**
 * The zip lookup of driver step 3/3 (doc2 §5): the city and state of a typed zip, and whether the
 * brand quotes it on this page.
 */
import { z } from "zod";
import { ZIP_PATTERN } from "~/domain/contact-rules";
import { errorKeys } from "~/domain/quote/message-keys";
import { servesState } from "~/domain/public/zip-flow";
import type { ActionResult } from "../action-types";
import { cityByZip } from "~/.server/platform/quote";
import { defineIntent, done, fail, type ActionContext } from "./shared.server";

export const zipSchema = () => z.object({ zip: z.string().default("") });

type ZipPlace = { zip: string; city: string; state: string; served: boolean };

/**
 * The zip's place, or the answer flagging the zip. doc2 §5: a state the brand does not serve (its
 * CMS `states`), or one quoted on the other page variant (CA), is not served here.
 */
export async function placeOfZip(ctx: ActionContext, intent: string, typed: string): Promise<ZipPlace | ActionResult> {
  const zip = typed.trim().slice(0, 5);
  if (!ZIP_PATTERN.test(zip)) return fail(intent, { zip: [errorKeys.zipInvalid] });
  const answer = await cityByZip(ctx.platform, zip);
  const first = answer?.ok ? answer.data.addresses[0] : undefined;
  if (!first) return fail(intent, { zip: [errorKeys.zipNotServed] });
  const state = first.state.toUpperCase();
  return { zip, city: first.city, state, served: servesState(ctx.states, state) && (state === "CA") === ctx.variant.california };
}

export const zip = defineIntent({
  schema: zipSchema,
  handle: async ({ ctx, intent, value }) => {
    const place = await placeOfZip(ctx, intent, value.zip);
    if ("ok" in place) return place;
    return done(intent, { place: { city: place.city, state: place.state, served: place.served } });
  },
});
