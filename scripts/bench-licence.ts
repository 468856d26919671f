/**
 * Licence photo reading: decode rate and time of the platform's reader (platform/reference/
 * licence-image.ts) on a photo set made in software (platform/reference/testing/licence-photos.ts):
 * AAMVA payloads of versions 01–10, each card photographed at 0°, ±5°, ±10°, ±15°, ±20° and upside
 * down, every photo with blur, perspective, uneven light, noise and JPEG compression. The set is the
 * same on every run (seeded). A photo counts as read when the licence number and the last name
 * come back; the photos not read are listed (version, angle and seed make them again).
 *   npm run bench:licence [-- --samples=20] [-- --out=/tmp/licence-photos] [-- --compare=<reader.ts>]
 * --samples: photos per row (default 20: ten versions, both signs of the angle or two seeds).
 * --out: also writes each photo there, to look at.
 * --compare: another version of the reader, timed on the same photos right after this one (so a
 *   busy machine slows both alike) and shown in a second table, e.g. the reader of an earlier commit:
 *     git show <commit>:platform/reference/licence-image.ts | sed 's#"./aamva.ts"#"../platform/reference/aamva.ts"#' > scripts/.licence-image-before.ts
 *     npm run bench:licence -- --compare=scripts/.licence-image-before.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { readLicenceImage } from "../platform/reference/licence-image.ts";
import { aamvaVersions, licencePhoto } from "../platform/reference/testing/licence-photos.ts";
import { aamvaPayload, pdf417Png, sampleLicencePerson } from "../platform/reference/testing/licence-images.ts";

const argument = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const samples = Math.max(1, Number(argument("samples") ?? 20));
const out = argument("out");
if (out) mkdirSync(out, { recursive: true });
const comparePath = argument("compare");
type Reader = typeof readLicenceImage;
const readers: { name: string; read: Reader }[] = [{ name: "this reader", read: readLicenceImage }];
if (comparePath) {
  const other = (await import(pathToFileURL(resolve(comparePath)).href)) as { readLicenceImage: Reader };
  readers.push({ name: comparePath, read: other.readLicenceImage });
}

const rows: { label: string; angles: number[] }[] = [
  { label: "0°", angles: [0] },
  { label: "±5°", angles: [5, -5] },
  { label: "±10°", angles: [10, -10] },
  { label: "±15°", angles: [15, -15] },
  { label: "±20°", angles: [20, -20] },
  { label: "180° (upside down)", angles: [180] },
];

const median = (values: number[]) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const ms = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(0)} ms`);

// The first read loads the wasm reader: keep it out of the figures.
for (const reader of readers) await reader.read(await pdf417Png(aamvaPayload(sampleLicencePerson, "10")));

interface Tally {
  read: number;
  readTimes: number[];
  times: number[];
  /** Per photo: the time, or null when it was not read. */
  each: (number | null)[];
  /** The photos not read, to make again with licencePhoto(version, angle, seed). */
  missed: string[];
}
const tallies = readers.map(() => rows.map((): Tally => ({ read: 0, readTimes: [], times: [], each: [], missed: [] })));
for (const [r, row] of rows.entries()) {
  for (let i = 0; i < samples; i++) {
    const version = aamvaVersions[i % aamvaVersions.length] ?? "10";
    const angle = row.angles[i % row.angles.length] ?? 0;
    const seed = 1000 + i;
    const photo = await licencePhoto(version, angle, seed);
    if (out) writeFileSync(join(out, `licence-${String(angle).replace("-", "m")}deg-v${version}-${seed}.jpg`), photo.bytes);
    for (const [k, reader] of readers.entries()) {
      const tally = tallies[k]?.[r] as Tally;
      const started = performance.now();
      const result = await reader.read(photo.bytes);
      const elapsed = performance.now() - started;
      tally.times.push(elapsed);
      const read = result.ok && result.fields.documentNumber === photo.person.licence && result.fields.lastName === photo.person.last;
      tally.each.push(read ? elapsed : null);
      if (read) {
        tally.read++;
        tally.readTimes.push(elapsed);
      } else tally.missed.push(`version ${version}, ${angle}°, seed ${seed}`);
    }
  }
}

console.log(`Licence photos: ${samples} a row, blur 0.9–1.5 px, perspective ≤ 3 %, light 55–70 % to 100 %, noise 4–8, JPEG 65–85, 1280 × 960`);
for (const [k, reader] of readers.entries()) {
  console.log(`\n${reader.name}\n`);
  console.log("| angle | read | rate | median time, read | median time, all | slowest |");
  console.log("|---|---|---|---|---|---|");
  const all: Tally = { read: 0, readTimes: [], times: [], each: [], missed: [] };
  for (const [r, row] of rows.entries()) {
    const tally = tallies[k]?.[r] as Tally;
    all.read += tally.read;
    all.times.push(...tally.times);
    all.missed.push(...tally.missed);
    console.log(
      `| ${row.label} | ${tally.read}/${samples} | ${((100 * tally.read) / samples).toFixed(0)} % | ${ms(median(tally.readTimes))} | ${ms(median(tally.times))} | ${ms(Math.max(...tally.times))} |`,
    );
  }
  const count = samples * rows.length;
  console.log(`| all | ${all.read}/${count} | ${((100 * all.read) / count).toFixed(0)} % | | ${ms(median(all.times))} | ${ms(Math.max(...all.times))} |`);
  if (all.missed.length) console.log(`\nNot read: ${all.missed.join("; ")}`);
}

if (readers.length > 1) {
  console.log("\nPhotos both readers read (the cost of the new reader where the old one already succeeded)\n");
  console.log(`| angle | photos | median, this reader | median, ${readers[1]?.name} |`);
  console.log("|---|---|---|---|");
  for (const [r, row] of rows.entries()) {
    const mine = tallies[0]?.[r]?.each ?? [];
    const theirs = tallies[1]?.[r]?.each ?? [];
    const both = mine.flatMap((time, i) => (time !== null && theirs[i] != null ? [[time, theirs[i] as number] as const] : []));
    if (both.length) console.log(`| ${row.label} | ${both.length} | ${ms(median(both.map(([a]) => a)))} | ${ms(median(both.map(([, b]) => b)))} |`);
  }
}
