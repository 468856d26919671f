/**
 * A photo of the driver's licence (doc2 §5): checked against the brand's size limit, read by the
 * platform, and its details kept for driver step 1 to confirm.
 */
import { z } from "zod";
import { licenseImageError, licenseImageLimit, type LookupIdentity } from "~/domain/quote/driver-steps";
import { errorKeys } from "~/domain/quote/message-keys";
import { toDraftDate } from "../mapping.server";
import { uploadLicence } from "~/.server/platform/quote";
import { commit, defineIntent, done, fail } from "./shared.server";

function dataUrlBytes(image: string): number {
  const base64 = image.slice(image.indexOf(",") + 1);
  return Math.floor((base64.length * 3) / 4);
}

/** The message for a licence the platform could not read, by its answer's status. */
function unreadMessage(status: number): string {
  if (status === 413) return errorKeys.licenseImageTooLarge;
  if (status === 415) return errorKeys.licenseImageType;
  return status === 422 ? "quote.driver1.imageNotClear" : "quote.driver1.imageUnexpected";
}

export const licenceImage = defineIntent({
  schema: () => z.object({ image: z.string().default(""), mode: z.string().optional() }),
  handle: async ({ ctx, intent, draft, value }) => {
    const { image } = value;
    const type = /^data:([^;,]+)/.exec(image)?.[1] ?? "";
    // The brand's configured limit, as the page applies it before sending (wizardConfig).
    const problem = licenseImageError({ size: dataUrlBytes(image), type }, licenseImageLimit(ctx.settings.imageUploadMaxBytes));
    if (problem) return fail(intent, { image: [problem] });
    const answer = await uploadLicence(ctx.platform, image);
    if (!answer) return fail(intent, { image: ["quote.driver1.imageUnexpected"] });
    if (!answer.ok) {
      return fail(intent, { image: [unreadMessage(answer.status)] });
    }
    const read = answer.data;
    const dob = toDraftDate(read.dateOfBirth);
    const p = { ...draft.primary, entryMode: value.mode === "scanimage" ? ("scanimage" as const) : ("uploadimage" as const), fileId: read.fileId };
    if (read.gender === "female" || read.gender === "male") p.gender = read.gender;
    // The licence's address is used once the step is sent: unasked only where none was entered (doc2 §5).
    const printed: LookupIdentity = {
      firstName: read.firstName,
      lastName: read.lastName,
      ...(read.address ? { address: read.address, address2: read.address2 ?? "", city: read.city, state: read.state, zip: read.zipCode.slice(0, 5) } : {}),
    };
    await commit(ctx, { ...draft, primary: p, pendingOverride: printed });
    return done(intent, {
      licence: { firstName: read.firstName, lastName: read.lastName, dob: dob ? dob.replace(/-/g, "/") : "", license: read.documentNumber },
    });
  },
});
