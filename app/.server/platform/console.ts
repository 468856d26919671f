/**
 * The agent console's calls to the platform, typed by their answers. Sign-in goes with
 * the site's credential; every other call carries the staff member's own token (kept in the sealed
 * session, never in the browser), so the platform decides what that member may see.
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";

export const staffProfileSchema = z.object({
  staffId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(["agent", "supervisor"]),
  brands: z.array(z.string()).nullable(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

const codeForAgent = z.object({
  status: z.string(),
  codeSent: z.string(),
  codeUnreadable: z.boolean().default(false),
  entered: z.string(),
  matches: z.boolean().nullable(),
  attempts: z.number(),
  attemptsLeft: z.number(),
  sentTo: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AgentCode = z.infer<typeof codeForAgent>;

export const consoleRecordSchema = z.object({
  transactionId: z.string(),
  brand: z.string(),
  rateQuoteId: z.string(),
  visitDate: z.string(),
  timestamp: z.string(),
  contactVerificationStatus: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  email: codeForAgent,
  text: codeForAgent,
  requestCallBack: z.string(),
  callBackRequestedAt: z.string().nullable(),
  callBackHandledBy: z.string().nullable(),
  callBackHandledAt: z.string().nullable(),
  agentNotification: z.string(),
  agentNotifiedAt: z.string().nullable(),
  notificationHandledBy: z.string().nullable(),
  notificationHandledAt: z.string().nullable(),
  outcome: z.string().nullable(),
});
export type ConsoleRecord = z.infer<typeof consoleRecordSchema>;

export const queuesSchema = z.object({
  verifications: z.array(consoleRecordSchema),
  callBacks: z.array(consoleRecordSchema),
  notifications: z.array(consoleRecordSchema),
});
export type Queues = z.infer<typeof queuesSchema>;

const vehicle = z.object({ make: z.string(), model: z.string(), year: z.string(), vin: z.string() });
export const leadRecordSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.string(),
  zip: z.string(),
  city: z.string(),
  dob: z.string(),
  ageGroup: z.string(),
  license: z.string(),
  vehicle1: vehicle,
  vehicle2: vehicle,
  driverCount: z.number().nullable(),
  term: z.number().nullable(),
  coverage: z.string(),
  status: z.string(),
  carriers: z.array(z.object({ companyName: z.string(), premium: z.number().nullable(), rateQuoteId: z.string().nullable() })),
  transactionId: z.string(),
  brand: z.string(),
  experience: z.string(),
  userType: z.string(),
  licenseType: z.number().nullable(),
  gender: z.number().nullable(),
  marital: z.number().nullable(),
  insured: z.boolean().nullable(),
  homeInsurance: z.boolean().nullable(),
  loyaltyEnrollmentStatus: z.string(),
  visitDate: z.string(),
});
export const leadSchema = z.object({
  leadId: z.string(),
  leadKey: z.string(),
  brand: z.string(),
  status: z.string(),
  createdAt: z.string(),
  consentCount: z.number(),
  record: leadRecordSchema,
});
export type Lead = z.infer<typeof leadSchema>;

export const consentSchema = z.object({
  consentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
  consentText: z.string(),
  page: z.string(),
  ipAddress: z.string(),
  consentedAt: z.string(),
});
export type Consent = z.infer<typeof consentSchema>;

export const staffLoginAnswer = z.object({ token: z.string().min(1), expiresAt: z.string(), staff: staffProfileSchema });
export const staffMeAnswer = z.object({ staff: staffProfileSchema });
export const changesAnswer = z.object({ mark: z.string() });
/** The answer of a call whose content is not read (only whether it succeeded). */
export const ignoredAnswer = z.unknown();

const as = (token: string) => ({ auth: { bearer: token } }) as const;

export function staffLogin(client: PlatformClient, body: { email: string; password: string }) {
  return client.post("/api/staff/login", body, staffLoginAnswer);
}

export function staffLogout(client: PlatformClient, token: string): Promise<PlatformAnswer<unknown>> {
  return client.post("/api/staff/logout", {}, ignoredAnswer, as(token));
}

export function staffMe(client: PlatformClient, token: string) {
  return client.get("/api/staff/me", {}, staffMeAnswer, as(token));
}

export function queues(client: PlatformClient, token: string, brand?: string) {
  return client.get("/api/staff/queues", { brand }, queuesSchema, as(token));
}

export function changes(client: PlatformClient, token: string) {
  return client.get("/api/staff/changes", {}, changesAnswer, as(token));
}

export const trackingEventSchema = z.object({
  kind: z.string(),
  channel: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export const trackingRecordAnswer = z.object({ record: consoleRecordSchema, events: z.array(trackingEventSchema) });
export const recordAnswer = z.object({ record: consoleRecordSchema });

/** One follow-up record and its history (who decided what, and when); another brand's record answers 404. */
export function trackingRecord(client: PlatformClient, token: string, transactionId: string) {
  return client.get(`/api/staff/tracking/${encodeURIComponent(transactionId)}`, {}, trackingRecordAnswer, as(token));
}

export function decide(client: PlatformClient, token: string, transactionId: string, channel: "email" | "sms", decision: "yes" | "no") {
  return client.post(`/api/staff/tracking/${encodeURIComponent(transactionId)}/codes/${channel}/decision`, { decision }, recordAnswer, as(token));
}

export function markHandled(client: PlatformClient, token: string, transactionId: string, what: "call-back" | "notification") {
  return client.post(`/api/staff/tracking/${encodeURIComponent(transactionId)}/${what}/handled`, {}, recordAnswer, as(token));
}

export const leadsAnswer = z.object({ leads: z.array(leadSchema), total: z.number() });
export const leadDetailAnswer = z.object({ lead: leadSchema, consents: z.array(consentSchema) });

export function searchLeads(client: PlatformClient, token: string, query: { q?: string; status?: string; brand?: string; limit?: number; offset?: number }) {
  return client.get("/api/staff/leads", { ...query }, leadsAnswer, as(token));
}

export function leadDetail(client: PlatformClient, token: string, leadId: string) {
  return client.get(`/api/staff/leads/${encodeURIComponent(leadId)}`, {}, leadDetailAnswer, as(token));
}
