import { describe, expect, it } from "vitest";
import { carrierConfigurationSchema } from "~/.server/content/settings/carriers";
import { followUpSettingsShape } from "~/.server/content/settings/follow-up";
import { z } from "zod";
import { completeFromSession, initialData, keysOf, neighbour, questionsFor, visibleSteps } from "./state.server";
import { RouterContextProvider } from "react-router";
import { commitSession, getSession } from "~/.server/session";
import type { RateQuote } from "~/.server/platform/follow-up";

const settings = z.object(followUpSettingsShape).parse({}) as unknown as Parameters<typeof questionsFor>[1];

describe("doc3 §2.2 follow-up query parameters", () => {
  it("reads transactionId, rateQuoteId and payplan; refuses a missing or malformed id", () => {
    expect(keysOf(new URL("https://x.test/follow-up?transactionId=tx_1&rateQuoteId=rq_2&payplan=Monthly"))).toEqual({
      transactionId: "tx_1",
      rateQuoteId: "rq_2",
      payplan: "Monthly",
    });
    expect(keysOf(new URL("https://x.test/follow-up?transactionid=tx_1&ratequoteid=rq_2"))).toMatchObject({
      transactionId: "tx_1",
      rateQuoteId: "rq_2",
      payplan: "",
    });
    expect(keysOf(new URL("https://x.test/follow-up?transactionId=tx_1"))).toBeNull();
    expect(keysOf(new URL("https://x.test/follow-up?transactionId=../x&rateQuoteId=rq_2"))).toBeNull();
  });
});

describe("doc3 §3 carrier questions and steps", () => {
  it("asks the carrier's question order with its error messages and yes/no values (default Y and N); unknown codes are left out", () => {
    const carrier = carrierConfigurationSchema.parse({
      carrierId: "c",
      purchaseFlow: "followUp",
      questionOrder: ["FU_GARAGED", "NOPE", "FU_ACCIDENTS"],
      questions: [
        { code: "FU_ACCIDENTS", errorMessage: { en: "{0} cannot buy online", es: "{0} no puede comprar en línea" }, yesButton: "true", noButton: "false" },
      ],
    });
    const questions = questionsFor(carrier, settings, "es");
    expect(questions.map((q) => q.code)).toEqual(["FU_GARAGED", "FU_ACCIDENTS"]);
    expect(questions[0]).toMatchObject({
      yesButton: "Y",
      noButton: "N",
      errorMessage: "{0}, con esta respuesta no podemos terminar tu póliza en línea. Llámanos y un agente te ayudará.",
    });
    expect(questions[1]).toMatchObject({
      yesButton: "true",
      noButton: "false",
      errorMessage: "{0} no puede comprar en línea",
      validationRequired: true,
      validAnswer: "N",
    });
  });
  it("doc3 §2.2 hides the additional drivers for carriers that hide them, and the questions when none are found (doc3 §8)", () => {
    const hide = carrierConfigurationSchema.parse({ carrierId: "c", hideAdditionalDriverSection: true, questionOrder: ["NOPE"] });
    expect(visibleSteps(hide, questionsFor(hide, settings, "en"))).toEqual(["driver", "contact", "verify", "success"]);
    const all = carrierConfigurationSchema.parse({ carrierId: "c" });
    const steps = visibleSteps(all, questionsFor(all, settings, "en"));
    expect(steps).toEqual(["driver", "contact", "drivers", "questions", "verify", "success"]);
    expect(neighbour(steps, "contact", 1)).toBe("drivers");
    expect(neighbour(steps, "driver", -1)).toBe("driver");
  });
});

describe("doc3 §3, §9 the form's first version from the rate quote", () => {
  it("dates stored YYYY-MM-DD; the primary's marital; additional drivers from the quote; mileage default 10000", () => {
    const quote = {
      transaction: {
        customer: { dob: "1988-03-14" },
        drivers: [
          { firstName: "Maria", lastName: "A", dob: "1988-03-14", gender: 1, maritalStatus: 0, relation: 0, primaryDriver: true },
          { firstName: "Dan", lastName: "A", dob: "11/30/1986", gender: 0, maritalStatus: 2, relation: 1, primaryDriver: false },
        ],
        cars: [{ vin: "V", year: 2018, make: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
      },
    } as unknown as RateQuote;
    const data = initialData(quote);
    expect(data.primary.dob).toBe("1988-03-14");
    expect(data.primaryMarital).toBe("0");
    expect(data.drivers).toEqual([expect.objectContaining({ firstName: "Dan", dob: "1986-11-30", marital: "2", relation: "1", added: false })]);
    expect(data.vehicles[0]).toMatchObject({ mileage: 10000 });
  });
});

describe("doc3 §2.2 entry from a quote card", () => {
  async function sessionCookie(transactionId?: string): Promise<string> {
    const request = new Request("http://localhost/");
    const session = await getSession(request);
    if (transactionId) session.set("transactionId", transactionId);
    return (await commitSession(request, session)).split(";")[0]!;
  }
  const complete = async (path: string, cookie: string) => {
    const url = new URL(`http://localhost${path}`);
    return completeFromSession(new Request(url, { headers: { cookie } }), url, new RouterContextProvider());
  };

  it("a rate quote id alone is completed with the transaction of the visitor's session", async () => {
    const cookie = await sessionCookie("tx_own");
    expect(await complete("/es/follow-up?rateQuoteId=rq_2&payplan=Monthly", cookie)).toBe(
      "/es/follow-up?transactionId=tx_own&rateQuoteId=rq_2&payplan=Monthly",
    );
  });

  it("nothing to complete: an address with its transaction, no rate quote id, or no transaction in the session", async () => {
    expect(await complete("/follow-up?transactionId=tx_1&rateQuoteId=rq_2", await sessionCookie("tx_own"))).toBeNull();
    expect(await complete("/follow-up", await sessionCookie("tx_own"))).toBeNull();
    expect(await complete("/follow-up?rateQuoteId=rq_2", await sessionCookie())).toBeNull();
  });
});
