import { describe, expect, it } from "vitest";
import { ALREADY_PAID_MESSAGE } from "~/domain/payment/outcome";
import { paymentEnabledDate, policyPaymentStatus, type PaymentStatus, type PolicyForStatus } from "./payment-status";

// 2026-11-25 10:00 in Chicago (16:00 UTC).
const NOW = new Date("2026-11-25T16:00:00Z");

function policy(details: Partial<PolicyForStatus["details"]>, extra: Partial<PolicyForStatus> = {}): PolicyForStatus {
  return {
    isPayable: true,
    message: "This payment can be made online.",
    details: {
      expirationDate: "2027-05-01",
      effectiveDate: "2026-11-01",
      paymentDueDate: "2026-12-15",
      installments: [{ dueDate: "2026-11-01", paid: true }, { dueDate: "2026-11-20", paid: true }, { dueDate: "2026-12-15" }],
      ...details,
    },
    ...extra,
  };
}

const rows: [string, PolicyForStatus, PaymentStatus][] = [
  ["doc3 §4.6 no expiration date gives a dash", policy({ expirationDate: "" }), "dash"],
  ["doc3 §4.6 expired when the expiration date is past", policy({ expirationDate: "2026-11-24" }), "expired"],
  [
    "doc3 §4.6 an expiration date of today is not yet past (end of its day in Chicago)",
    policy({ expirationDate: "2026-11-25", paymentDueDate: "" }, { isPayable: false, message: ALREADY_PAID_MESSAGE }),
    "paid",
  ],
  ["doc3 §4.6 noteffective when there is no effective date", policy({ effectiveDate: "" }), "noteffective"],
  [
    "doc3 §4.6 pastdue when the due date is before today",
    policy({ paymentDueDate: "2026-11-24" }, { isPayable: false, message: "The due date of this payment has passed." }),
    "pastdue",
  ],
  [
    "doc3 §4.6 duewithin48 when the due date is today (0 hours) and the enabled date passed",
    policy({ paymentDueDate: "2026-11-25", installments: [{ dueDate: "2026-10-25", paid: true }, { dueDate: "2026-11-25" }] }),
    "duewithin48",
  ],
  [
    "doc3 §4.6 duewithin48 when the due date is within 48 hours",
    policy({ paymentDueDate: "2026-11-26", installments: [{ dueDate: "2026-10-26", paid: true }, { dueDate: "2026-11-26" }] }),
    "duewithin48",
  ],
  ["doc3 §4.6 paymentdue when the due date is more than 48 hours away and the enabled date passed", policy({}), "paymentdue"],
  [
    "doc3 §4.6 noteffective when the payment-enabled date is still in the future",
    policy({ paymentDueDate: "2027-01-15", installments: [{ dueDate: "2026-12-15" }, { dueDate: "2027-01-15" }] }),
    "noteffective",
  ],
  ["doc3 §4.6 noteffective by the platform's own enabled date", policy({ paymentEnabledDate: "2026-12-01" }), "noteffective"],
  [
    "doc3 §4.6 paid when not payable and the message says the payment was made",
    policy({ paymentDueDate: "2026-12-15" }, { isPayable: false, message: " this payment has already been made " }),
    "paid",
  ],
  ["doc3 §4.6 nothing else applies: a dash", policy({ paymentDueDate: "" }, { isPayable: false, message: "Call your carrier." }), "dash"],
];

describe("doc3 §4.6 policy payment status", () => {
  it.each(rows)("%s", (_name, input, expected) => {
    expect(policyPaymentStatus(input, NOW)).toBe(expected);
  });

  it("doc3 §4.6 the due date is a day in America/Chicago: late on the due day (UTC already the next day) is still due, not past", () => {
    const lateEvening = new Date("2026-11-26T05:30:00Z"); // 23:30 on the 25th in Chicago
    expect(policyPaymentStatus(policy({ paymentDueDate: "2026-11-25", installments: [{ dueDate: "2026-11-25" }] }), lateEvening)).toBe("duewithin48");
  });

  it("doc3 §9 due-soon threshold is 48 hours: 49 hours ahead is paymentdue", () => {
    const at = new Date("2026-12-13T04:59:00Z"); // the due day ends 2026-12-16T05:59:59Z: 49 h away
    expect(policyPaymentStatus(policy({}), at)).toBe("paymentdue");
  });

  it("the enabled date is the previous installment's due date, the effective date for the first", () => {
    expect(paymentEnabledDate(policy({}))).toBe("2026-11-20");
    expect(paymentEnabledDate(policy({ paymentDueDate: "2026-11-01" }))).toBe("2026-11-01");
  });
});
