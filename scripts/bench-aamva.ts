/**
 * Licence barcode field accuracy: reads every sample AAMVA payload
 * (platform/reference/testing/aamva-samples.ts, versions 01–10, several jurisdictions' layouts)
 * with the platform's parser and prints, per field, how many come out right; then each sample
 * read wrong and the fields that differ.
 *   npm run bench:aamva
 */
import { aamvaAccuracy, formatAccuracy } from "../platform/reference/testing/aamva-accuracy.ts";

const report = aamvaAccuracy();
console.log(formatAccuracy(report));
if (report.misses.length > 0) {
  console.log("\nread wrong:");
  for (const miss of report.misses) console.log(`- ${miss.name}: ${miss.fields.join("; ")}`);
}
