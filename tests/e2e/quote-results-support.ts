/**
 * Rated transactions made directly on the embedded platform, as a returning visitor's earlier
 * quote: prepare and submit through its HTTP API with a site token, then wait for every carrier.
 */
import { solveBotCheck } from "../../app/.server/platform/botcheck.ts";

const header = () => ({ lang: "en", trackId: `e2e-${Math.random().toString(36).slice(2)}`, requestDate: new Date().toISOString() });

async function call<T>(baseURL: string, method: "GET" | "POST", path: string, options: { token?: string; body?: object; query?: Record<string, string> } = {}): Promise<T> {
  const url = new URL(path, baseURL);
  const h = header();
  if (method === "GET") {
    for (const [k, v] of Object.entries({ "header.lang": h.lang, "header.trackId": h.trackId, "header.requestDate": h.requestDate, ...options.query })) url.searchParams.set(k, v);
  }
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: method === "POST" ? JSON.stringify({ header: h, ...options.body }) : undefined,
  });
  const body = (await response.json()) as T & { isSuccess?: boolean; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${body.message ?? ""}`);
  return body;
}

/** A 10-digit phone number no other test uses. */
export function uniquePhone(): string {
  return `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

export interface QuotedTransaction {
  transactionId: string;
  /** Rate quote ids of carriers that quoted. */
  rated: string[];
  firstName: string;
}

export async function createQuotedTransaction(baseURL: string, options: { phone: string; dob?: string; firstName?: string; brand?: string }): Promise<QuotedTransaction> {
  const challenge = await call<{ challenge: string; difficulty: number }>(baseURL, "GET", "/api/account/botcheck", { query: { action: "submit" } });
  const { token } = await call<{ token: string }>(baseURL, "POST", "/api/account/loginWithToken", { body: { botCheckToken: await solveBotCheck(challenge.challenge, challenge.difficulty), ...(options.brand ? { brand: options.brand } : {}) } });
  const dob = options.dob ?? "04/12/1990";
  const firstName = options.firstName ?? "Jordan";
  const transaction = {
    term: 6,
    customer: {
      name: firstName,
      surname: "Sample",
      dob,
      email: `${options.phone}@example.com`,
      phoneNumber: options.phone,
      gender: 0,
      maritalStatus: 1,
      insured: true,
      address: { address: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201", county: "Dallas" },
    },
    drivers: [{ name: firstName, surname: "Sample", dob, gender: 0, maritalStatus: 1, relation: 0, licenseType: 1 }],
    cars: [{ vin: "4T1BF1FK5CU123456", year: 2018, maker: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
    coverages: [
      { coverageCd: "BI", val1: 30000, val2: 60000 },
      { coverageCd: "PD", val1: 25000 },
    ],
  };
  const { transactionId } = await call<{ transactionId: string }>(baseURL, "POST", "/api/rating/prepareTransaction", { token, body: { transaction } });
  await call(baseURL, "POST", "/api/rating/submitTransaction", { token, body: { transactionId } });
  for (let i = 0; i < 100; i++) {
    const answer = await call<{ isDone: boolean; results: { rateQuoteId: string | null; status: string }[] }>(baseURL, "GET", "/api/rating/getResultsByTransactionId", { token, query: { transactionId } });
    if (answer.isDone) return { transactionId, rated: answer.results.flatMap((r) => (r.status === "rated" && r.rateQuoteId ? [r.rateQuoteId] : [])), firstName };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("rating did not finish");
}
