/** What a policy's documents show (declarations page, ID card): built once from the purchase, then rendered in either language. */
export interface PolicyDocumentData {
  brand: string;
  lang: "en" | "es";
  policyNumber: string;
  companyName: string;
  /** NAIC-style company code shown on the ID card (the carrier id). */
  companyCode: string;
  namedInsured: string;
  address: string[];
  state: string;
  /** yyyy-mm-dd */
  effectiveDate: string;
  expirationDate: string;
  termMonths: number;
  /** yyyy-mm-dd: the day the documents were made. */
  issuedOn: string;
  drivers: { name: string; status: "insured" | "excluded" }[];
  vehicles: {
    year: number;
    make: string;
    model: string;
    vin: string;
    coverages: { code: string; name: string; limit: string; deductible: string; premium: number }[];
  }[];
  /** Premium of the coverages, dollars. */
  premium: number;
  fees: { code?: string; description: string; amount: number }[];
  totalPremium: number;
  /** The carrier's plan code (PIF, MO, EFT, OD, OH, QTR …), for its name in the reader's language. */
  payPlanCode?: string;
  payPlanDescription: string;
  downPayment: number;
  installments: { dueDate: string; amount: number }[];
  agencyPhone: string;
}
