/**
 * The portal's view of a policy (doc3 §3 "Policy"): policyId, policyNumber, isPayable, message and
 * details { policyType, company, monthlyPayment, paymentDueDate, expirationDate, effectiveDate,
 * drivers, vehicles, coverages, transactions, installments, quoteStatus, emailAddress, homePhone }.
 * Money in dollars; isPayable and message as the payment lookup says them (./payments.ts).
 */
import { ageOn } from "../agency-time.ts";
import { z } from "zod";
import type { PolicyRecord } from "../repositories/policies.ts";
import { policyStanding } from "./payments.ts";

export const policyViewSchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  isPayable: z.boolean(),
  message: z.string(),
  details: z.object({
    policyType: z.string(),
    company: z.string(),
    monthlyPayment: z.number(),
    paymentDueDate: z.string(),
    expirationDate: z.string(),
    effectiveDate: z.string(),
    drivers: z.array(z.object({ fullName: z.string(), firstName: z.string(), lastName: z.string(), age: z.number(), sex: z.string() })),
    vehicles: z.array(z.object({ year: z.number(), make: z.string(), model: z.string(), vin: z.string() })),
    coverages: z.array(z.object({ coverageName: z.string(), coverageDescription: z.string(), deductible: z.string(), limit: z.array(z.string()) })),
    transactions: z.array(z.object({ createdUtc: z.string(), entryDate: z.string(), paymentSource: z.string(), collectedAmount: z.number() })),
    installments: z.array(z.object({ dueDate: z.string(), dueAmount: z.number(), paid: z.boolean() })),
    quoteStatus: z.string(),
    emailAddress: z.string(),
    homePhone: z.string(),
  }),
});
export type PolicyView = z.infer<typeof policyViewSchema>;

const dollars = (cents: number) => Math.round(cents) / 100;

export function policyView(policy: PolicyRecord, now: Date): PolicyView {
  const standing = policyStanding(policy, now);
  const next = policy.installments.find((i) => i.paidAt === null);
  return {
    policyId: policy.id,
    policyNumber: policy.policy_number,
    isPayable: standing.isPayable,
    message: standing.message,
    details: {
      policyType: policy.policy_type,
      company: policy.company,
      monthlyPayment: dollars(policy.monthly_payment_cents),
      paymentDueDate: next?.dueDate ?? "",
      expirationDate: policy.expiration_date,
      effectiveDate: policy.effective_date,
      drivers: policy.details.drivers.map((d) => ({ fullName: d.fullName, firstName: d.firstName, lastName: d.lastName, age: ageOn(d.dob, now), sex: d.sex })),
      vehicles: policy.details.vehicles,
      coverages: policy.details.coverages,
      transactions: policy.transactions.map((t) => ({
        createdUtc: t.createdUtc,
        entryDate: t.entryDate,
        paymentSource: t.paymentSource,
        collectedAmount: dollars(t.collectedAmountCents),
      })),
      installments: policy.installments.map((i) => ({ dueDate: i.dueDate, dueAmount: dollars(i.dueAmountCents), paid: i.paidAt !== null })),
      quoteStatus: policy.quote_status,
      emailAddress: policy.email_address,
      homePhone: policy.home_phone,
    },
  };
}
