import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import es from "~/locales/es";
import { affiliateConsentSchema, affiliateEntry, affiliateNotice, needsAffiliateConsent, type AffiliatePrefill } from "./affiliate";
import { errorKeys } from "./message-keys";
import { errorsOf, submitForm, valueOf } from "./testing";

const complete: AffiliatePrefill = {
  firstName: "Ana",
  lastName: "Lopez",
  dob: "07-04-1990",
  email: "ana@example.com",
  phone: "555-123-4567",
  address: "1200 Main Street",
  city: "Dallas",
  state: "TX",
  zip: "75001",
  gender: "female",
  marital: "single",
  insured: true,
  vehicles: [{ vin: "1HGCM82633A004352" }],
  term: 6,
};

const error = (message: string) => ({ type: "Affiliate Error", status: 400, message });

describe("doc2 §4 affiliate entry", () => {
  it("doc2 §8 no lead data: 'Affiliate data is empty', at driver 1", () => {
    expect(affiliateEntry(null)).toEqual({ step: "driver1", error: error("Affiliate data is empty") });
    expect(affiliateEntry({ firstName: " ", vehicles: [] })).toEqual({ step: "driver1", error: error("Affiliate data is empty") });
  });

  it("doc2 §4 jumps to the first incomplete step with '{field} is empty'", () => {
    expect(affiliateEntry({ ...complete, lastName: "" })).toEqual({ step: "driver1", error: error("Last name is empty") });
    expect(affiliateEntry({ ...complete, phone: undefined })).toEqual({ step: "driver2", error: error("Phone is empty") });
    expect(affiliateEntry({ ...complete, zip: "", email: "" })).toEqual({ step: "driver2", error: error("Email is empty") });
    expect(affiliateEntry({ ...complete, marital: "" })).toEqual({ step: "driver3", error: error("Marital status is empty") });
    expect(affiliateEntry({ ...complete, vehicles: [] })).toEqual({ step: "vehicles", error: error("Vehicle is empty") });
    expect(affiliateEntry({ ...complete, term: undefined })).toEqual({ step: "policy", error: error("Policy term is empty") });
  });

  it("doc2 §8 a missing date of birth reads 'Date of birth is empty'", () => {
    expect(affiliateEntry({ ...complete, dob: "" })).toEqual({ step: "driver1", error: error("Date of birth is empty") });
  });

  it("doc2 §4 a field present but unusable stops there too", () => {
    expect(affiliateEntry({ ...complete, dob: "02-30-1990" })).toEqual({ step: "driver1", error: error("Date of birth is invalid") });
    expect(affiliateEntry({ ...complete, zip: "7500" })).toEqual({ step: "driver3", error: error("Zip code is invalid") });
    expect(affiliateEntry({ ...complete, term: 3 })).toEqual({ step: "policy", error: error("Policy term is invalid") });
  });

  it("doc2 §4 a complete lead goes straight to quotes; insured false counts as answered; MM/DD/YYYY dob accepted", () => {
    expect(affiliateEntry(complete)).toEqual({ step: "quoteLoading" });
    expect(affiliateEntry({ ...complete, insured: false, dob: "07/04/1990" })).toEqual({ step: "quoteLoading" });
  });

  it("doc2 §4 with the partner's consent needed, a complete lead goes to the affiliate consent step first", () => {
    expect(affiliateEntry(complete, { consentNeeded: true })).toEqual({ step: "affiliateConsent" });
  });
});

describe("doc2 §4 affiliate consent", () => {
  it("doc2 §4 shown when consent is unchecked and the partner flag says consent is needed", () => {
    expect(needsAffiliateConsent({ consentChecked: false, partnerRequiresConsent: true })).toBe(true);
    expect(needsAffiliateConsent({ consentChecked: true, partnerRequiresConsent: true })).toBe(false);
    expect(needsAffiliateConsent({ consentChecked: false, partnerRequiresConsent: false })).toBe(false);
  });

  it("doc2 §5 the affiliate consent checkbox must be ticked, or it is flagged", () => {
    expect(errorsOf(submitForm(affiliateConsentSchema, {}))).toEqual({ affiliateConsent: [errorKeys.affiliateConsentRequired] });
    expect(valueOf(submitForm(affiliateConsentSchema, { affiliateConsent: "on" }))).toEqual({ affiliateConsent: true });
  });
});

describe("doc2 §8 affiliate notice", () => {
  it("doc2 §8 reads back every message the entry records, and names its field", () => {
    expect(affiliateNotice("Affiliate data is empty")).toEqual({ problem: "noData" });
    expect(affiliateNotice("Vehicle is empty")).toEqual({ problem: "empty", field: "vehicles" });
    expect(affiliateNotice("Zip code is invalid")).toEqual({ problem: "invalid", field: "zip" });
    for (const field of Object.keys(complete) as (keyof AffiliatePrefill)[]) {
      const message = affiliateEntry({ ...complete, [field]: "" }).error?.message;
      expect(affiliateNotice(message)).toEqual({ problem: "empty", field });
    }
  });

  it("doc2 §8 any other text is not read as a notice", () => {
    expect(affiliateNotice("Call 555-0100 to claim your refund")).toBeNull();
    expect(affiliateNotice("vehicle is empty")).toBeNull();
    expect(affiliateNotice("")).toBeNull();
    expect(affiliateNotice(null)).toBeNull();
  });

  it("doc2 §8 the notice tells the visitor what to do in both languages, never the recorded message", () => {
    for (const locale of [en, es]) {
      for (const field of Object.keys(complete) as (keyof AffiliatePrefill)[]) {
        const message = affiliateEntry({ ...complete, [field]: "" }).error?.message ?? "";
        const text = locale.quote.affiliate.notice.empty.replace("{{ask}}", locale.quote.affiliate.ask[field]);
        expect(locale.quote.affiliate.ask[field].length).toBeGreaterThan(5);
        expect(text).not.toContain(message);
      }
      expect(locale.quote.affiliate.notice.noData).not.toBe(affiliateEntry(null).error?.message);
    }
    expect(en.quote.affiliate.ask.term).toBe("Please choose your policy term.");
  });
});
