/**
 * Three sample renters carriers as rate tables (fictional companies).
 *
 * Where the figures come from: the NAIC's "Dwelling Fire, Homeowners Owner-Occupied, and Homeowners
 * Tenant" reports put the average Texas renters (HO-4) premium at roughly $220–$240 a year, against
 * about $175 nationally, for typical contents limits of $20,000–$30,000 and $100,000 of liability.
 * The base premiums below are set so the base policy (contents 20,000, liability 100,000, medical
 * 1,000, deductibles 500 all other peril and 1,000 wind/hail) lands between about $170 and $250 a
 * year across Texas territories; Gulf-coast zips (Houston, Galveston, Corpus Christi) carry the
 * highest wind and hail factor, as Texas filings do; installment fees of $2–$4 and policy fees of
 * $15–$25 are in the range Texas renters carriers file.
 */
import type { RentersCarrierTable, TerritoryRow } from "./types.ts";

/** Texas territories by the zip's first three digits (shared shape, per-carrier factors). */
function texasTerritories(factors: readonly [coast: number, houston: number, dallas: number, austinSanAntonio: number, westTexas: number]): TerritoryRow[] {
  const [coast, houston, dallas, central, west] = factors;
  return [
    { from: "773", to: "775", territory: 1, factor: coast }, // Galveston, Gulf coast east
    { from: "776", to: "777", territory: 1, factor: coast }, // Beaumont, Port Arthur
    { from: "783", to: "784", territory: 1, factor: coast }, // Corpus Christi
    { from: "785", to: "785", territory: 1, factor: coast }, // McAllen, Rio Grande Valley
    { from: "770", to: "772", territory: 2, factor: houston }, // Houston
    { from: "750", to: "753", territory: 3, factor: dallas }, // Dallas
    { from: "760", to: "762", territory: 3, factor: dallas }, // Fort Worth
    { from: "786", to: "787", territory: 4, factor: central }, // Austin
    { from: "780", to: "782", territory: 4, factor: central }, // San Antonio
    { from: "790", to: "799", territory: 5, factor: west }, // Amarillo, Lubbock, El Paso
  ];
}

export const rentersCarriers: readonly RentersCarrierTable[] = [
  {
    id: "renters-armadillo",
    companyName: "Armadillo Renters Mutual",
    states: ["TX"],
    baseAnnual: 128,
    territories: texasTerritories([1.32, 1.18, 1.08, 0.98, 0.92]),
    defaultTerritoryFactor: 1,
    contents: [
      { limit: 10000, factor: 0.72 },
      { limit: 20000, factor: 1 },
      { limit: 30000, factor: 1.24 },
      { limit: 50000, factor: 1.68 },
      { limit: 100000, factor: 2.7 },
    ],
    maxContents: 100000,
    allOtherPeril: { 250: 1.12, 500: 1, 1000: 0.86, 2500: 0.72 },
    windHail: { 500: 1.08, 1000: 1, 2500: 0.9 },
    liability: { 100000: 22, 300000: 34, 500000: 46 },
    medical: { 1000: 6, 2000: 9, 5000: 15 },
    replacementCostFactor: 0.15,
    rentalIncomePer1000: 4,
    petDamagePer1000: 18,
    waterBackupPer1000: 9,
    roommateFactor: 0.1,
    policyFee: 20,
    installmentFee: 3,
    downPaymentShare: { SemiAnnual: 0.5, Quarterly: 0.25, Monthly: 2 / 12 },
    delayMs: [600, 1800],
  },
  {
    id: "renters-pecan",
    companyName: "Pecan Valley Insurance",
    states: ["TX", "OK"],
    baseAnnual: 142,
    territories: texasTerritories([1.38, 1.15, 1.05, 1.0, 0.9]),
    defaultTerritoryFactor: 1.02,
    contents: [
      { limit: 10000, factor: 0.7 },
      { limit: 20000, factor: 1 },
      { limit: 30000, factor: 1.22 },
      { limit: 50000, factor: 1.62 },
      { limit: 75000, factor: 2.1 },
    ],
    maxContents: 75000,
    allOtherPeril: { 250: 1.1, 500: 1, 1000: 0.88, 2500: 0.75 },
    windHail: { 500: 1.06, 1000: 1, 2500: 0.92 },
    liability: { 100000: 18, 300000: 29, 500000: 41 },
    medical: { 1000: 5, 2000: 8, 5000: 14 },
    replacementCostFactor: 0.12,
    rentalIncomePer1000: 5,
    petDamagePer1000: 16,
    waterBackupPer1000: 10,
    roommateFactor: 0.08,
    policyFee: 15,
    installmentFee: 2,
    downPaymentShare: { SemiAnnual: 0.5, Quarterly: 0.25, Monthly: 1 / 12 },
    delayMs: [900, 2400],
  },
  {
    id: "renters-bluestem",
    companyName: "Bluestem Home & Renters",
    states: ["TX"],
    baseAnnual: 118,
    territories: texasTerritories([1.45, 1.22, 1.1, 1.0, 0.95]),
    defaultTerritoryFactor: 1,
    contents: [
      { limit: 10000, factor: 0.75 },
      { limit: 20000, factor: 1 },
      { limit: 30000, factor: 1.26 },
      { limit: 50000, factor: 1.75 },
      { limit: 100000, factor: 2.85 },
    ],
    maxContents: 100000,
    allOtherPeril: { 250: 1.15, 500: 1, 1000: 0.84, 2500: 0.7 },
    windHail: { 500: 1.1, 1000: 1, 2500: 0.88 },
    liability: { 100000: 26, 300000: 38, 500000: 52 },
    medical: { 1000: 7, 2000: 10, 5000: 17 },
    replacementCostFactor: 0.18,
    rentalIncomePer1000: 4,
    petDamagePer1000: 20,
    waterBackupPer1000: 8,
    roommateFactor: 0.12,
    policyFee: 25,
    installmentFee: 4,
    downPaymentShare: { SemiAnnual: 0.5, Quarterly: 0.25, Monthly: 2 / 12 },
    delayMs: [400, 1500],
  },
];

export function rentersCarrier(id: string): RentersCarrierTable | undefined {
  return rentersCarriers.find((carrier) => carrier.id === id);
}
