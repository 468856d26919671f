/**
 * Rating throughput on one core: rates a realistic mix of profiles (three in four in Texas, the
 * others in Arizona, New Mexico and California, the other states the seed brands serve) against
 * every table carrier in a loop and prints carrier-rates per second, and how many each carrier rated.
 *   npm run bench:rating [-- seconds]
 */
import { listCarriers, rateSync, isTableCarrier } from "../platform/rating/index.ts";
import type { CoverageEntry, RatingDriver, RatingRequest, RatingVehicle } from "../platform/rating/index.ts";

const seconds = Number(process.argv[2] ?? 3);
const carriers = listCarriers().filter(isTableCarrier);

const places = [
  ["77002", "Harris"],
  ["77494", "Fort Bend"],
  ["75201", "Dallas"],
  ["76102", "Tarrant"],
  ["78205", "Bexar"],
  ["78701", "Travis"],
  ["79901", "El Paso"],
  ["78501", "Hidalgo"],
  ["79401", "Lubbock"],
  ["75701", "Smith"],
] as const;
/** Zips of the other served states, with their state minimum and full coverage (platform/reference/coverages.ts). */
const otherPlaces = [
  ["85016", "AZ", [25000, 50000, 15000]],
  ["85705", "AZ", [25000, 50000, 15000]],
  ["86001", "AZ", [25000, 50000, 15000]],
  ["87102", "NM", [25000, 50000, 10000]],
  ["88001", "NM", [25000, 50000, 10000]],
  ["90001", "CA", [30000, 60000, 15000]],
  ["94110", "CA", [30000, 60000, 15000]],
  ["93721", "CA", [30000, 60000, 15000]],
] as const;
const cars = [
  [2023, "TOYOTA", "CAMRY", 28_500],
  [2019, "FORD", "F-150", 41_000],
  [2016, "HONDA", "CIVIC", 21_000],
  [2012, "CHEVROLET", "SILVERADO", 33_000],
  [2008, "NISSAN", "ALTIMA", 21_500],
  [2021, "TESLA", "MODEL 3", 46_000],
] as const;
const liability: CoverageEntry[] = [
  { coverageCd: "BI", val1: 30000, val2: 60000 },
  { coverageCd: "PD", val1: 25000 },
];
const full: CoverageEntry[] = [
  ...liability,
  { coverageCd: "PIP", val1: 2500 },
  { coverageCd: "UM", val1: 30000, val2: 60000 },
  { coverageCd: "UMPD", val1: 25000 },
  { coverageCd: "COMP", val1: 500 },
  { coverageCd: "COLL", val1: 1000 },
];

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

function makeProfile(): RatingRequest {
  const texas = rnd() < 0.75;
  const [zip, county] = texas ? pick(places) : [pick(otherPlaces)[0], undefined];
  const other = otherPlaces.find((p) => p[0] === zip);
  const state = other ? other[1] : "TX";
  const driverCount = rnd() < 0.6 ? 1 : rnd() < 0.8 ? 2 : 3;
  const drivers: RatingDriver[] = Array.from({ length: driverCount }, (_, i) => ({
    dob: `${1950 + Math.floor(rnd() * 58)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, "0")}-15`,
    gender: rnd() < 0.5 ? "male" : "female",
    marital: rnd() < 0.5 ? "single" : "married",
    relation: i === 0 ? "self" : pick(["spouse", "child"] as const),
    licenseType: rnd() < 0.85 ? "texasDL" : pick(["otherStateDL", "foreignDL", "texasID"] as const),
    violations: rnd() < 0.2 ? [{ description: pick(["SPEEDING", "ACCIDENT AT-FAULT", "FOLLOWING TOO CLOSE"]), date: "2024-05-01" }] : [],
  }));
  const vehicleCount = rnd() < 0.65 ? 1 : 2;
  let coverages = rnd() < 0.45 ? liability : full;
  if (other) {
    const [bi1, bi2, pd] = other[2];
    const minimum: CoverageEntry[] = [
      { coverageCd: "BI", val1: bi1, val2: bi2 },
      { coverageCd: "PD", val1: pd },
    ];
    coverages =
      rnd() < 0.45
        ? minimum
        : [
            ...minimum,
            { coverageCd: "UM", val1: bi1, val2: bi2 },
            { coverageCd: "UMPD", val1: 25000 },
            { coverageCd: "COMP", val1: 500 },
            { coverageCd: "COLL", val1: 1000 },
          ];
  }
  const vehicles: RatingVehicle[] = Array.from({ length: vehicleCount }, () => {
    const [year, make, model, costNew] = pick(cars);
    // California rates doc2 §9's mileage buckets.
    const miles = 6000 + Math.floor(rnd() * 20000);
    const annualMileage = state === "CA" ? (miles <= 12000 ? 10000 : miles <= 20000 ? 12000 : 20000) : miles;
    return {
      year,
      make,
      model,
      costNew,
      usage: pick(["pleasure", "commute", "commuteShort"] as const),
      annualMileage,
      garagingZip: zip,
      garagingCounty: county,
      lienholder: rnd() < 0.4,
    };
  });
  return {
    state,
    zip,
    county,
    term: 6,
    effectiveDate: "2025-09-01",
    priorInsurance: pick(["none", "prior6", "prior12"] as const),
    homeowner: rnd() < 0.3,
    drivers,
    vehicles,
    coverages,
  };
}

const profiles = Array.from({ length: 500 }, makeProfile);

// Warm up (loads the tables and lets the JIT settle).
let rated = 0;
for (const p of profiles) for (const c of carriers) rateSync(p, c);

const ratedBy = new Map<string, number>();
let count = 0;
const cpuStart = process.cpuUsage();
const start = performance.now();
const until = start + seconds * 1000;
let i = 0;
while (performance.now() < until) {
  const p = profiles[i++ % profiles.length] as RatingRequest;
  for (const c of carriers) {
    if (rateSync(p, c).status === "rated") {
      rated += 1;
      ratedBy.set(`${c.id} ${p.state}`, (ratedBy.get(`${c.id} ${p.state}`) ?? 0) + 1);
    }
    count += 1;
  }
}
const elapsed = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const perSecond = Math.round(count / elapsed);
const perCpuSecond = Math.round(count / cpuSeconds);
console.log(`carriers: ${carriers.length} table carriers (${carriers.map((c) => c.id).join(", ")})`);
console.log(`rated ${count} carrier-rates in ${elapsed.toFixed(2)} s (${Math.round((rated / count) * 100)}% rated, the rest declined)`);
console.log(`${perSecond.toLocaleString("en-US")} carrier-rates per second (wall clock, one thread)`);
console.log(
  `rated per carrier and state: ${[...ratedBy]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key} ${n}`)
    .join(", ")}`,
);
console.log(
  `${perCpuSecond.toLocaleString("en-US")} carrier-rates per CPU-second (${cpuSeconds.toFixed(2)} s of CPU; differs from wall clock when the machine is busy)`,
);

// ── Renters carriers: the same loop over renters profiles and the renters rate tables. ──
const { rentersCarriers } = await import("../platform/rating/renters/carriers.ts");
const { rateRenters } = await import("../platform/rating/renters/engine.ts");
const { coverageDFor } = await import("../platform/rating/renters/options.ts");
const rentersProfiles = Array.from({ length: 500 }, () => {
  const [zip] = pick(places);
  const contents = pick([10000, 15000, 20000, 30000, 50000, 75000, 100000]);
  return {
    zip,
    state: "TX",
    roommates: Math.floor(rnd() * 3),
    effectiveDate: "2025-09-01",
    coverages: {
      CoverageC: contents,
      CoverageD: coverageDFor(contents),
      CoverageE: pick([100000, 300000, 500000]),
      CoverageF: pick([1000, 2000, 5000]),
      AllOtherPeril: pick([250, 500, 1000, 2500]),
      WindHail: pick([500, 1000, 2500]),
      ReplacementCost: rnd() < 0.5 ? 1 : 0,
      RentalIncome: pick([0, 2500]),
      PetDamage: pick([0, 500, 1000]),
      WaterBackup: pick([0, 2500, 5000]),
    },
  };
});
for (const p of rentersProfiles) for (const c of rentersCarriers) rateRenters(c, p);
let rentersCount = 0;
let rentersRated = 0;
const rentersStart = performance.now();
const rentersUntil = rentersStart + seconds * 1000;
let j = 0;
while (performance.now() < rentersUntil) {
  const p = rentersProfiles[j++ % rentersProfiles.length]!;
  for (const c of rentersCarriers) {
    if (rateRenters(c, p).ok) rentersRated += 1;
    rentersCount += 1;
  }
}
const rentersElapsed = (performance.now() - rentersStart) / 1000;
console.log(`renters carriers: ${rentersCarriers.length} (${rentersCarriers.map((c) => c.id).join(", ")})`);
console.log(
  `rated ${rentersCount} renters carrier-rates in ${rentersElapsed.toFixed(2)} s (${Math.round((rentersRated / rentersCount) * 100)}% rated, the rest declined); ${Math.round(rentersCount / rentersElapsed).toLocaleString("en-US")} per second`,
);
