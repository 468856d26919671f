/**
 * The zip entry form's schema (doc1 §2, §5), apart from the rules in ./zip.ts so that the pages
 * whose zip field only filters keys (the home page) never load the validation library.
 */
import { z } from "zod/mini";
import { isValidZip, shortenZip, ZIP_INVALID } from "./zip";

/**
 * The zip entry form (doc1 §2 quote form block). `message` is the configured text or an i18n
 * key; the default is the key of 'You must enter a valid Zip Code'. The site's one ZIP rule
 * (../contact-rules.ts): `75001-1234` passes as `75001`; `7500a` and `750011` fail.
 */
export function zipEntrySchema(message: string = ZIP_INVALID) {
  return z.object({
    zip: z.pipe(z.string({ error: message }).check(z.refine(isValidZip, { error: message })), z.transform(shortenZip)),
  });
}
export type ZipEntry = z.infer<ReturnType<typeof zipEntrySchema>>;
