import { describe, expect, it } from "vitest";
import type { CoverageChoices } from "./coverage-choices";
import { draftFromTransaction, policyFromCoverages } from "./mapping.server";

const option = (value: string, val1: string, val2 = "", val3 = "") => ({ value, val1, val2, val3 });
const choices: CoverageChoices = {
  packages: [
    {
      id: 0,
      name: "State minimum",
      description: "",
      coverages: [
        { coverageCd: "BI", val1: "30000", val2: "60000" },
        { coverageCd: "PD", val1: "25000" },
      ],
    },
    {
      id: 1,
      name: "Standard",
      description: "",
      coverages: [
        { coverageCd: "BI", val1: "50000", val2: "100000" },
        { coverageCd: "PD", val1: "50000" },
        { coverageCd: "COMP", val1: "500" },
      ],
    },
  ],
  definitions: [
    {
      code: "BI",
      required: true,
      options: [option("30000/60000", "30000", "60000"), option("50000/100000", "50000", "100000"), option("100000/300000", "100000", "300000")],
    },
    { code: "PD", required: true, options: [option("25000", "25000"), option("50000", "50000")] },
    { code: "COMP", required: false, options: [option("", ""), option("500", "500"), option("1000", "1000")] },
  ],
};

describe("doc2 §4 requote and previous-quote load fill the whole form from a saved transaction", () => {
  it("coverages equal to one of the state's packages choose that package, whatever their order and number types", () => {
    const saved = [
      { coverageCd: "PD", val1: 50000 },
      { coverageCd: "COMP", val1: 500 },
      { coverageCd: "BI", val1: 50000, val2: 100000 },
    ];
    expect(policyFromCoverages(choices, saved, 12)).toEqual({ term: 12, coveragePackage: 1, customCoverages: ["BI", "PD"], custom: false, customValues: {} });
    expect(
      policyFromCoverages(
        choices,
        [
          { coverageCd: "BI", val1: "30000", val2: "60000" },
          { coverageCd: "PD", val1: "25000" },
        ],
        6,
      )?.coveragePackage,
    ).toBe(0);
  });

  it("other coverages become the custom choice of each coverage's option", () => {
    const saved = [
      { coverageCd: "BI", val1: 100000, val2: 300000 },
      { coverageCd: "PD", val1: 50000 },
      { coverageCd: "COMP", val1: 1000 },
    ];
    expect(policyFromCoverages(choices, saved, 6)).toEqual({
      term: 6,
      coveragePackage: 0,
      custom: true,
      customCoverages: ["BI", "PD", "COMP"],
      customValues: { BI: "100000/300000", PD: "50000", COMP: "1000" },
    });
  });

  it("the pricing answers of a saved transaction come back into the form; unknown codes are left out", () => {
    const customer = {
      name: "Ana",
      surname: "Reyes",
      dob: "1990-04-12",
      gender: 1,
      maritalStatus: 1,
      insured: true,
      insuredMonths: 12,
      agencyTransfer: true,
      residence: "own",
      address: { address: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201" },
    };
    const cars = [
      { year: 2019, maker: "Honda", model: "Civic", annualMilesAge: 10000, annualMileage: 8200, ownership: "leased", monthsOwned: 36 },
      { year: 2020, maker: "Ford", model: "F150", annualMilesAge: 12000, selectedAnnualMileage: 15000, ownership: "borrowed" },
    ];
    const draft = draftFromTransaction({ customer, drivers: [], cars, coverages: [], term: 6 }, false);
    expect(draft.primary).toMatchObject({ insured: true, insuredMonths: 12, agencyTransfer: true, residence: "own" });
    expect(draft.vehicles[0]).toMatchObject({ mileage: 8200, ownership: "leased", monthsOwned: 36 });
    expect(draft.vehicles[1]).toMatchObject({ mileage: 15000 });
    expect(draft.vehicles[1]?.ownership).toBeUndefined();
    expect(draftFromTransaction({ customer: { ...customer, residence: "castle" }, cars: [] }, false).primary.residence).toBeUndefined();
  });

  it("a coverage that none of the options match, unknown choices or no coverages leave the state minimum", () => {
    expect(policyFromCoverages(choices, [{ coverageCd: "BI", val1: 75000, val2: 150000 }], 6)).toBeUndefined();
    expect(policyFromCoverages(null, [{ coverageCd: "BI", val1: 30000, val2: 60000 }], 6)).toBeUndefined();
    expect(policyFromCoverages(choices, [], 6)).toBeUndefined();
  });

  it("the draft carries the customer, drivers, vehicles and policy choice of the saved transaction", () => {
    const draft = draftFromTransaction(
      {
        term: 12,
        customer: {
          name: "Jordan",
          surname: "Sample",
          dob: "04/12/1990",
          email: "j@example.com",
          phoneNumber: "2145550101",
          gender: 0,
          maritalStatus: 1,
          insured: true,
          address: { address: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201" },
        },
        drivers: [{ name: "Jordan", surname: "Sample", dob: "04/12/1990", gender: 0, maritalStatus: 1, relation: 0 }],
        cars: [{ vin: "4T1BF1FK5CU123456", year: 2018, maker: "TOYOTA", model: "CAMRY" }],
        coverages: [
          { coverageCd: "BI", val1: 50000, val2: 100000 },
          { coverageCd: "PD", val1: 50000 },
          { coverageCd: "COMP", val1: 500 },
        ],
      },
      false,
      choices,
    );
    expect(draft.visitorKind).toBe("repeat");
    expect(draft.primary).toMatchObject({
      firstName: "Jordan",
      lastName: "Sample",
      dob: "04-12-1990",
      zip: "75201",
      state: "TX",
      gender: "male",
      marital: "single",
      insured: true,
    });
    expect(draft.drivers.map((d) => `${d.firstName} ${d.lastName}`)).toEqual(["Jordan Sample"]);
    expect(draft.vehicles).toEqual([{ id: "v1", year: 2018, make: "TOYOTA", model: "CAMRY", vin: "4T1BF1FK5CU123456" }]);
    expect(draft.policy).toMatchObject({ term: 12, coveragePackage: 1, custom: false });
  });
});
