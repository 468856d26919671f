/**
 * The zip entry form's schema (doc1 §2, §5), apart from the rules in ./zip.ts so that the pages
 * whose zip field only filters keys (the home page) never load the validation library.
 */
import { z } from "zod/mini";
import { shortenZip, ZIP_INVALID, ZIP_PATTERN } from "./zip";

/**
 * The zip entry form (doc1 §2 quote form block). `message` is the configured text or an i18n
 * key; the default is the key of 'You must enter a valid Zip Code'. The value is shortened to 5
 * characters before the 5-digit check, so `75001-1234` passes as `75001` and `7500a` fails.
 */
export function zipEntrySchema(message: string = ZIP_INVALID) {
  return z.object({
    zip: z.pipe(
      z.transform((value: unknown) => (typeof value === "string" ? shortenZip(value) : value)),
      z.string({ error: message }).check(z.regex(ZIP_PATTERN, { error: message })),
    ),
  });
}
export type ZipEntry = z.infer<ReturnType<typeof zipEntrySchema>>;
