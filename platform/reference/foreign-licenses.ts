/**
 * Foreign licence types a driver with licence type 6 (foreign, doc2 §3) chooses from; the rating
 * request carries the chosen `value` as foreignLicenseType and the number as foreignLicenseId.
 */
export interface ForeignLicenseType {
  value: string;
  text: string;
}

export const foreignLicenseTypes: readonly ForeignLicenseType[] = [
  { value: "IDP", text: "International Driving Permit" },
  { value: "MX", text: "Mexico driver licence" },
  { value: "CA", text: "Canada driver licence" },
  { value: "CAM", text: "Central America driver licence" },
  { value: "SAM", text: "South America driver licence" },
  { value: "EU", text: "European driver licence" },
  { value: "OTHER", text: "Other country's driver licence" },
];
