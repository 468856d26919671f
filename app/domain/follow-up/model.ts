/**
 * The follow-up form's data (doc3 §2.2, §3): what the single multi-step form keeps between steps. It is stored by the
 * platform (PUT /api/followup/form), never in the browser. Dates are stored YYYY-MM-DD (doc3 §9).
 */

/** The steps in order (doc3 §2.2, §4.2); `verify` is the contact verification before the final success. */
export const STEPS = ["driver", "contact", "drivers", "questions", "verify", "success"] as const;
export type Step = (typeof STEPS)[number];

/** doc3 §3 codes: gender 0 male, 1 female; marital 0 married, 1 single, 2 counted as married (follow-up flow). */
export const GENDERS = ["0", "1"] as const;
export const MARITALS = ["0", "1", "2"] as const;
/** Relation of an additional driver: 1 spouse, 2 child, 5 parent, 3 other related, 4 other non-related (0 = not chosen). */
export const RELATIONS = ["1", "2", "5", "3", "4"] as const;
/** doc3 §3 driverstatus: 0 insured, 1 excluded all other, 2 excluded unlicensed. */
export const DRIVER_STATUSES = ["0", "1", "2"] as const;
/** doc3 §3 residencestatus: 0 resident, 1 distant student, 2 military, 3 out of country, 4 other, 5 deceased. */
export const RESIDENCE_STATUSES = ["0", "1", "2", "3", "4", "5"] as const;
/** doc3 §2.2 action type: excluded or included. */
export const ACTION_TYPES = ["include", "exclude"] as const;
/** doc3 §2.2 vehicle modal: the mileage select, default 10000 (doc3 §9). */
export const MILEAGES = [5000, 7500, 10000, 12500, 15000, 20000, 25000, 30000] as const;
export const DEFAULT_MILEAGE = 10000;

export interface Driver {
  id: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or "" when not known. */
  dob: string;
  gender: string;
  marital: string;
  /** "0" for the primary driver; "" when not chosen yet. */
  relation: string;
  licence: string;
  residenceStatus: string;
  driverStatus: string;
  actionType: (typeof ACTION_TYPES)[number];
  /** Added in this form (by hand or by licence lookup) rather than from the quote. */
  added: boolean;
}

export interface Vehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  vin: string;
  mileage: number;
}

export interface ContactPreference {
  textMessages: "Y" | "N";
  language: "en" | "es";
  paperless: "Y" | "N";
  optIn: "" | "email" | "text";
}

export interface FollowUpData {
  /** The primary driver's answers of step 1. */
  primary: { dob: string; licence: string; consent: boolean };
  /** The primary driver's marital status (from the quote). */
  primaryMarital: string;
  /** The additional drivers (step 3). */
  drivers: Driver[];
  vehicles: Vehicle[];
  contact: ContactPreference | null;
  /** Question code → Y or N (doc3 §3 "answers stored as Y or N"). */
  answers: Record<string, "Y" | "N">;
  callBackRequested: boolean;
}

/** Whether a driver counts as included (doc3 §5.2: some fields are required only for included drivers). */
export function isIncluded(driver: Pick<Driver, "actionType" | "driverStatus">): boolean {
  return driver.actionType !== "exclude" && (driver.driverStatus === "" || driver.driverStatus === "0");
}

/** doc3 §3: in the follow-up flow a marital value of 2 is counted as married, like 0. */
export function isMarried(marital: string): boolean {
  return marital === "0" || marital === "2";
}
