import { describe, expect, it } from "vitest";
import { ownerVerificationAttempts, previousQuotesLoginSchema, verifyOwnerOutcome, verifyOwnerSchema } from "./lookup-forms";
import { configuredMessage } from "../message";
import { errorKeys } from "./message-keys";
import { errorsOf, submitForm, valueOf } from "./testing";

describe("doc2 §2 previous-quotes login and owner check forms", () => {
  it("doc2 §2 previous quotes: date of birth and phone, the phone sent as digits", () => {
    expect(valueOf(submitForm(previousQuotesLoginSchema(), { dob: "07/04/1990", phone: "555-123-4567" }))).toEqual({ dob: "07-04-1990", phone: "5551234567" });
    expect(errorsOf(submitForm(previousQuotesLoginSchema(), { dob: "02/30/1990", phone: "123" }))).toEqual({
      dob: [errorKeys.dateNotReal],
      phone: [errorKeys.phoneInvalid],
    });
  });

  it("doc2 §5 a look-up by date of birth checks the date but no age limits", () => {
    expect(valueOf(submitForm(verifyOwnerSchema(), { dob: "01/01/2020" }))).toEqual({ dob: "01-01-2020" });
    expect(errorsOf(submitForm(verifyOwnerSchema(), { dob: "1/1/19" }))).toEqual({ dob: [errorKeys.dateInvalid] });
  });
});

describe("doc2 §4 verify quote owner", () => {
  it("doc2 §4 success loads the quote", () => {
    expect(verifyOwnerOutcome({ isSuccess: true, isMatch: true }, 1)).toEqual({ kind: "loaded" });
  });

  it("doc2 §4 'Quote not found!' resets to driver step 1 at once", () => {
    expect(verifyOwnerOutcome({ isSuccess: false, message: "Quote not found!" }, 1)).toEqual({ kind: "reset" });
  });

  it("doc2 §4 a date-of-birth mismatch shows an error, with the attempts left", () => {
    expect(verifyOwnerOutcome({ isSuccess: true, isMatch: false }, 1)).toEqual({ kind: "mismatch", error: errorKeys.ownerDobMismatch, attemptsLeft: 2 });
    expect(verifyOwnerOutcome({ isSuccess: false, message: "Your dob does not matched with the quote customer's dob." }, 2)).toMatchObject({
      kind: "mismatch",
      attemptsLeft: 1,
    });
  });

  it("doc2 §4 the third failed attempt resets to driver step 1", () => {
    expect(verifyOwnerOutcome({ isSuccess: true, isMatch: false }, 3)).toEqual({ kind: "reset" });
  });

  it("doc2 §9 owner verification attempts: a brand's number replaces the 3, within the platform's 1 to 10", () => {
    expect(verifyOwnerOutcome({ isSuccess: true, isMatch: false }, 3, 5)).toEqual({ kind: "mismatch", error: errorKeys.ownerDobMismatch, attemptsLeft: 2 });
    expect(verifyOwnerOutcome({ isSuccess: true, isMatch: false }, 5, 5)).toEqual({ kind: "reset" });
    expect(verifyOwnerOutcome({ isSuccess: true, isMatch: false }, 1, 1)).toEqual({ kind: "reset" });
    expect(ownerVerificationAttempts(undefined)).toBe(3);
    expect(ownerVerificationAttempts(5)).toBe(5);
    expect(ownerVerificationAttempts(0)).toBe(1);
    expect(ownerVerificationAttempts(50)).toBe(10);
  });

  it("doc2 §4 other failures show the server message; a network failure a generic one", () => {
    expect(verifyOwnerOutcome({ isSuccess: false, message: "Service busy" }, 1)).toEqual({
      kind: "failed",
      message: configuredMessage("Service busy"),
      attemptsLeft: 2,
    });
    expect(verifyOwnerOutcome(null, 1)).toEqual({ kind: "failed", message: errorKeys.serviceFailed, attemptsLeft: 2 });
  });
});
