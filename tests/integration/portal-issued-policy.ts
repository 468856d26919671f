/**
 * A starting state for the portal's documents tests: an auto policy bought online and issued to a
 * customer, made through the platform's API as the site makes it (rate → buy now → driver info →
 * pay on the sandbox page → confirm → sold), without e-signature so the policy is issued once paid.
 * Used by the integration tests (through the test platform's `call`) and the browser suite (through
 * the test server's platform).
 */
export type Call = <T>(
  method: "get" | "post",
  path: string,
  options: { token?: string; body?: Record<string, unknown>; query?: Record<string, string>; visitor?: string; lang?: "en" | "es" },
) => Promise<{ status: number; body: T }>;

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  /** ddd-ddd-dddd */
  phone: string;
  /** yyyy-mm-dd */
  dob: string;
  address: { address1: string; city: string; state: string; zipCode: string };
}

export const VIN = "4T1BF1FK5CU123456";

/** A plain fetch `Call` against a platform's address (the header in the body or the query, as the site sends it). */
export function fetchCall(platformBase: string): Call {
  return async <T>(method: "get" | "post", path: string, options: Parameters<Call>[2]) => {
    const url = new URL(path, platformBase);
    const header = { lang: options.lang ?? "en", trackId: `issued-${Math.random().toString(36).slice(2)}`, requestDate: new Date().toISOString() };
    if (method === "get")
      for (const [k, v] of Object.entries({
        "header.lang": header.lang,
        "header.trackId": header.trackId,
        "header.requestDate": header.requestDate,
        ...options.query,
      }))
        url.searchParams.set(k, v);
    const response = await fetch(url, {
      method: method.toUpperCase(),
      headers: {
        ...(method === "post" ? { "content-type": "application/json" } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.visitor ? { "x-visitor-address": options.visitor } : {}),
      },
      body: method === "post" ? JSON.stringify({ header, ...options.body }) : undefined,
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

function must<T>(answer: { status: number; body: T }, what: string): T {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * Buys an auto policy online for `buyer` with the site's token (of the buyer's brand) and answers
 * its policy number once issued. `siteOrigin` is the brand's site the purchase is made on (the
 * payment page's return and the e-mails' links).
 */
export async function issueAutoPolicyOnline(
  call: Call,
  platformBase: string,
  siteToken: string,
  buyer: Buyer,
  options: { siteOrigin: string; lang?: "en" | "es" },
): Promise<{ policyNumber: string; transactionId: string; carrierId: string }> {
  const lang = options.lang ?? "en";
  const visitor = "203.0.113.77";
  const post = async <T>(path: string, body: Record<string, unknown>) => must(await call<T>("post", path, { token: siteToken, body, visitor, lang }), path);
  const person = { name: buyer.firstName, surname: buyer.lastName, dob: usDate(buyer.dob), gender: 0, maritalStatus: 1 };
  const transaction = {
    term: 6,
    customer: {
      ...person,
      email: buyer.email,
      phoneNumber: buyer.phone,
      insured: true,
      address: { address: buyer.address.address1, city: buyer.address.city, state: buyer.address.state, zipCode: buyer.address.zipCode },
    },
    drivers: [{ ...person, relation: 0, licenseType: 1 }],
    cars: [{ vin: VIN, year: 2018, maker: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
    coverages: [
      { coverageCd: "BI", val1: 30000, val2: 60000 },
      { coverageCd: "PD", val1: 25000 },
    ],
  };
  const { transactionId } = await post<{ transactionId: string }>("/api/rating/prepareTransaction", { transaction });
  await post("/api/rating/submitTransaction", { transactionId });
  let results: { isDone: boolean; results: { carrierId: string; status: string }[] } = { isDone: false, results: [] };
  for (let i = 0; i < 100 && !results.isDone; i++) {
    if (i > 0) await pause(100);
    results = must(await call<typeof results>("get", "/api/rating/getResultsByTransactionId", { token: siteToken, query: { transactionId }, lang }), "results");
  }
  const rated = results.results.filter((r) => r.status === "rated" && r.carrierId !== "prairie-link-connector");
  const carrierId = (rated.find((r) => r.carrierId === "gulf-breeze") ?? rated[0])?.carrierId;
  if (!carrierId) throw new Error("no carrier rated the transaction");
  const ids = { transactionId, carrierId };

  await post("/api/buyonline/carrierResults", ids);
  await post("/api/buyonline/start", { ...ids, enableESign: false });
  await post("/api/buyonline/submitQuoteStep2", {
    ...ids,
    requestKey: `issued-${transactionId}`,
    customer: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email, phone: buyer.phone, dob: buyer.dob, address: buyer.address },
    drivers: [
      { firstName: buyer.firstName, lastName: buyer.lastName, dob: buyer.dob, gender: 0, marital: 1, relation: 0, license: "12345678", driverstatus: 0 },
    ],
    vehicles: [{ vin: VIN, year: 2018, make: "TOYOTA", model: "CAMRY", annualMiles: 11000 }],
    answers: Object.entries({ PRIORCANCEL: "N", BUSINESSUSE: "N", ALLDRIVERS: "Y", GARAGING: "Y", EXISTINGDAMAGE: "N" }).map(([questionCd, answer]) => ({
      questionCd,
      answer,
    })),
  });
  for (let i = 0, done = false; i < 100 && !done; i++) {
    if (i > 0) await pause(100);
    done = (await post<{ isDone: boolean }>("/api/buyonline/quoteStep2Status", ids)).isDone;
  }
  await post("/api/buyonline/carrierResults", ids);

  const returnUrl = `${options.siteOrigin}${lang === "es" ? "/es" : ""}/buy-online?transactionId=${transactionId}&carrierId=${carrierId}`;
  const { paymentUrl } = await post<{ paymentUrl: string }>("/api/buyonline/paymentUrl", { ...ids, returnUrl, paymentPlanDescription: "" });
  const paid = await fetch(new URL(new URL(paymentUrl).pathname, platformBase), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: "4242424242424242", expiry: "12/39", cvc: "123", name: `${buyer.firstName} ${buyer.lastName}` }).toString(),
  });
  const token = new URL(paid.headers.get("location") ?? "", "http://x").searchParams.get("token");
  if (!token) throw new Error(`the sandbox payment page answered ${paid.status} without a result token`);
  await post("/api/buyonline/paymentConfirm", { ...ids, token });

  let status = { currentBuyNowStatus: 0, policyNumber: "" };
  for (let i = 0; i < 100 && status.currentBuyNowStatus !== 6; i++) {
    if (i > 0) await pause(100);
    status = (await post<{ buyNowStatusResponse: typeof status }>("/api/buyonline/buyNowStatus", ids)).buyNowStatusResponse;
  }
  if (status.currentBuyNowStatus !== 6) throw new Error(`the purchase stopped at status ${status.currentBuyNowStatus}`);
  return { policyNumber: status.policyNumber, transactionId, carrierId };
}
