/** The agent console's addresses (English; `localizePath` gives the Spanish ones). */
export const consolePaths = {
  home: "/console",
  signIn: "/console/sign-in",
  signOut: "/console/sign-out",
  leads: "/console/leads",
  lead: (leadId: string) => `/console/leads/${encodeURIComponent(leadId)}`,
  record: (transactionId: string) => `/console/records/${encodeURIComponent(transactionId)}`,
  csv: "/console/leads.csv",
  events: "/console/events",
} as const;
