import { describe, expect, it } from "vitest";
import { isoFromSpecDate } from "../services/schemas.ts";
import { checkVin } from "./vin.ts";
import { findByLicence, findByName, seededHouseholds } from "./people.ts";

describe("seeded people", () => {
  it("every seeded car has a valid VIN and every person a licence and a birth date", () => {
    for (const household of seededHouseholds()) {
      for (const car of household.cars) expect(checkVin(car.vin).valid, car.vin).toBe(true);
      for (const person of household.people) {
        expect(person.driverLicenseNumber).toMatch(/^\d{8}$/);
        expect(isoFromSpecDate(person.dob)).toBe(person.dob);
      }
    }
  });

  it("finds a driver by licence number and date of birth, with the household", () => {
    const found = findByLicence(seededHouseholds(), "9100-2361", "1971-01-09");
    expect(found?.commonId).toBe("hh-1003");
    expect(found?.drivers.map((d) => [d.firstName, d.relation])).toEqual([
      ["Rosa", 0],
      ["Hector", 1],
      ["Lucia", 2],
    ]);
    expect(found?.drivers[0]).toMatchObject({ dob: "01/09/1971", driverLicenseNumber: "91002361", gender: 1, maritalStatus: 0 });
    expect(found?.drivers[0]?.address).toMatchObject({ city: "San Antonio", state: "TX", zipCode: "78209" });
  });

  it("does not disclose other household members' licence numbers", () => {
    const found = findByLicence(seededHouseholds(), "91002361", "1971-01-09");
    expect(found?.drivers.slice(1).map((d) => d.driverLicenseNumber)).toEqual([null, null]);
  });

  it("needs the date of birth to match the licence", () => {
    expect(findByLicence(seededHouseholds(), "91002361", "1971-01-10")).toBeNull();
  });

  it("finds a driver by name and date of birth, accents and case ignored, filtered by the zip given", () => {
    const households = seededHouseholds();
    expect(findByName(households, { firstName: "grace", lastName: "WHITFIELD", dobIso: "1992-12-01" })?.cars).toEqual([
      { vin: "5YJ3E1EA2KF317000", year: 2019, make: "Tesla", model: "Model 3" },
    ]);
    expect(findByName(households, { firstName: "Lucía", lastName: "Villanueva", dobIso: "2006-09-04" })?.drivers[0]?.firstName).toBe("Lucia");
    expect(findByName(households, { firstName: "Grace", lastName: "Whitfield", dobIso: "1992-12-01", zipCode: "78701" })).toBeNull();
  });
});
