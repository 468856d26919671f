/** Create customer (doc3 §2.8, §5.6, §7.6, §8) at the route level. */
import { describe, expect, it, vi } from "vitest";
import { clientOf, fakeAccountPlatform, routeArgs, run } from "./test-platform";
import { agencyNow } from "~/domain/agency-time";
import { configuredMessage } from "~/domain/message";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));

const create = await import("./create-account");
const zip = await import("./zip");

type Args = Parameters<typeof create.action>[0];
type Answer = { data: { result: { error?: Record<string, string[] | null> } }; init: { status: number } };

const good = {
  firstName: "Rosa",
  lastName: "Núñez",
  email: "rosa@example.com",
  phone: "512-555-0100",
  dob: "3/7/1980",
  city: "Austin",
  state: "tx",
  zip: "78701",
};

/** A birthday today in the agency's time zone (US Central), `years` years ago. */
function yearsAgo(years: number): Record<string, string> {
  const today = agencyNow();
  return { dob: `${today.month}/${today.day}/${today.year - years}` };
}

describe("create customer", () => {
  it("doc3 §5.6, §7.6 authentication first, then the customer with loyaltyEnrollmentStatus true and the dob year-month-day, padded; success goes to the configured page", async () => {
    const fake = fakeAccountPlatform();
    const answer = (await run(
      create.action,
      routeArgs<Args>(clientOf(fake), "/es/create-account", { form: good, lang: "es", settings: { createSuccessUrl: "/gracias" } }),
    )) as Response;
    expect(answer.headers.get("location")).toBe("/es/gracias");
    expect(fake.calls.map((c) => c.path)).toEqual(["/api/account/authenticate", "/api/account/createCustomer"]);
    expect(fake.calls[0]!.body).toMatchObject({ email: "rosa@example.com", phone: "5125550100", dob: "1980-03-07" });
    expect(fake.calls[1]!.body).toMatchObject({
      firstName: "Rosa",
      lastName: "Núñez",
      dob: "1980-03-07",
      state: "TX",
      zipcode: "78701",
      loyaltyEnrollmentStatus: true,
    });
  });

  it("doc3 §5.6 every field required and checked by pattern", async () => {
    const fake = fakeAccountPlatform();
    const empty = (await run(create.action, routeArgs<Args>(clientOf(fake), "/create-account", { form: {} }))) as Answer;
    expect(empty.init.status).toBe(400);
    expect(Object.keys(empty.data.result.error ?? {}).sort()).toEqual(["city", "dob", "email", "firstName", "lastName", "phone", "state", "zip"]);
    const bad = (await run(
      create.action,
      routeArgs<Args>(clientOf(fake), "/create-account", { form: { ...good, firstName: "R2D2", phone: "555", zip: "7870", state: "Texas", email: "rosa@" } }),
    )) as Answer;
    expect(bad.data.result.error).toMatchObject({
      firstName: ["customer.errors.name"],
      phone: ["customer.errors.phone"],
      zip: ["customer.errors.zip"],
      state: ["customer.errors.state"],
      email: ["customer.errors.email"],
    });
    expect(fake.calls).toEqual([]);
  });

  it("doc3 §5.6, §9 ages 18 to 85 by default with the configured invalid-date message; a changed limit changes the rule", async () => {
    const fake = fakeAccountPlatform();
    const message = (form: Record<string, string>, settings?: Record<string, unknown>) =>
      run(create.action, routeArgs<Args>(clientOf(fake), "/create-account", { form: { ...good, ...form }, settings })).then(
        (a) => (a as Answer).data?.result.error?.dob,
      );
    expect(await message(yearsAgo(17))).toEqual([
      configuredMessage("Please enter a valid date of birth. You must be between {0} and {1} years old.", [18, 85]),
    ]);
    expect(await message({ dob: "2/30/1980" })).toHaveLength(1);
    expect(await message(yearsAgo(86))).toHaveLength(1);
    expect(await message(yearsAgo(85))).toBeUndefined();
    expect(await message(yearsAgo(17), { createMinAge: 16, invalidDate: { en: "Age {0}-{1} only", es: "Edad {0}-{1}" } })).toBeUndefined();
    expect(await message(yearsAgo(15), { createMinAge: 16, invalidDate: { en: "Age {0}-{1} only", es: "Edad {0}-{1}" } })).toEqual([
      configuredMessage("Age {0}-{1} only", [16, 85]),
    ]);
  });

  it("doc2 §5 the date of birth is one typed date: 03151985 and 03/15/1985 are both read, 02/30/1990 is refused", async () => {
    const sent = async (dob: string) => {
      const fake = fakeAccountPlatform();
      const answer = await run(create.action, routeArgs<Args>(clientOf(fake), "/create-account", { form: { ...good, dob } }));
      return { dob: fake.calls[0]?.body, error: (answer as Answer).data?.result.error?.dob };
    };
    expect((await sent("03151985")).dob).toMatchObject({ dob: "1985-03-15" });
    expect((await sent("03/15/1985")).dob).toMatchObject({ dob: "1985-03-15" });
    expect((await sent("02/30/1990")).error).toEqual([
      configuredMessage("Please enter a valid date of birth. You must be between {0} and {1} years old.", [18, 85]),
    ]);
    expect((await sent("3-15-1985")).error).toEqual(["customer.errors.date"]);
    expect((await sent("")).error).toEqual(["customer.errors.required"]);
  });

  it("doc3 §8 a failure shows the server's message, else the configured default", async () => {
    const fake = fakeAccountPlatform();
    const refused = (await run(create.action, routeArgs<Args>(clientOf(fake), "/create-account", { form: { ...good, phone: "512-555-0111" } }))) as Answer;
    expect(refused.init.status).toBe(401);
    expect(refused.data.result.error?.[""]).toEqual([configuredMessage("We couldn't find a customer with those details.")]);
    const down = fakeAccountPlatform();
    down.handle = async () => new Response("bad gateway", { status: 502 });
    const failed = (await run(
      create.action,
      routeArgs<Args>(clientOf(down), "/create-account", { form: good, settings: { createFailed: { en: "Configured failure", es: "Falla" } } }),
    )) as Answer;
    expect(failed.data.result.error?.[""]).toEqual([configuredMessage("Configured failure")]);
  });

  it("doc3 §5.6 the zip fills city and state only when a quote is available there", async () => {
    const fake = fakeAccountPlatform();
    const place = (code: string) =>
      run(zip.loader, routeArgs<Parameters<typeof zip.loader>[0]>(clientOf(fake), `/account/zip?zip=${code}`)).then((a) => (a as { data: unknown }).data);
    expect(await place("78701")).toEqual({ city: "Austin", state: "TX" });
    expect(await place("10001")).toEqual({ city: null, state: null });
    expect(await place("1x")).toEqual({ message: "zip must be 5 digits" });
  });
});

describe("links: nothing leads to a 404", () => {
  it("the earlier account addresses content still links to redirect to the pages, in both languages", async () => {
    const moved = await import("./moved");
    const location = (path: string) =>
      (moved.loader({ url: new URL(`http://localhost${path}`) } as Parameters<typeof moved.loader>[0]) as Response).headers.get("location");
    expect(location("/account/sign-in")).toBe("/sign-in");
    expect(location("/es/account/forgot-password")).toBe("/es/forgot-password");
    expect(location("/account/create?x=1")).toBe("/create-account?x=1");
  });
});
