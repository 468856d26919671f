/**
 * Underwriting questions of buying online (doc3 §3 "Underwriting question", §5.1): the platform's
 * technical defaults for its sample carriers (a real carrier connector would answer its own), in
 * English and Spanish, ordered by the carrier configuration's `questionorder` (sent by the site).
 * Answers are Y or N. A question with `validationrequired` accepts only its `validanswer`; any
 * other answer is refused with the question's `errormessage`.
 */
import { getCarrier } from "../rating/index.ts";

type Lang = "en" | "es";
interface QuestionDefinition {
  code: string;
  text: Record<Lang, string>;
  validationrequired: boolean;
  validanswer: "Y" | "N";
  errormessage: Record<Lang, string>;
}

const CALL_US = { en: "Please call us to finish your purchase with an agent.", es: "Llámanos para terminar tu compra con un agente." };

export const QUESTIONS: readonly QuestionDefinition[] = [
  {
    code: "PRIORCANCEL",
    text: {
      en: "In the last 3 years, has any driver had auto insurance cancelled, refused or not renewed?",
      es: "En los últimos 3 años, ¿a algún conductor le cancelaron, negaron o no renovaron un seguro de auto?",
    },
    validationrequired: true,
    validanswer: "N",
    errormessage: {
      en: `We cannot sell this policy online when a driver's insurance was cancelled, refused or not renewed in the last 3 years. ${CALL_US.en}`,
      es: `No podemos vender esta póliza en línea si a un conductor le cancelaron, negaron o no renovaron el seguro en los últimos 3 años. ${CALL_US.es}`,
    },
  },
  {
    code: "BUSINESSUSE",
    text: {
      en: "Is any vehicle used for deliveries, ride-sharing or to carry people or goods for a fee?",
      es: "¿Se usa algún vehículo para entregas, transporte compartido o para llevar personas o mercancía a cambio de pago?",
    },
    validationrequired: true,
    validanswer: "N",
    errormessage: {
      en: `This policy does not cover vehicles used for deliveries, ride-sharing or carrying people or goods for a fee. ${CALL_US.en}`,
      es: `Esta póliza no cubre vehículos que se usan para entregas, transporte compartido o para llevar personas o mercancía a cambio de pago. ${CALL_US.es}`,
    },
  },
  {
    code: "ALLDRIVERS",
    text: {
      en: "Are all drivers age 14 or older who live in your household, or drive your vehicles regularly, listed on this quote?",
      es: "¿Están incluidos en esta cotización todos los conductores de 14 años o más que viven en tu hogar o manejan tus vehículos con frecuencia?",
    },
    validationrequired: true,
    validanswer: "Y",
    errormessage: {
      en: "Every driver age 14 or older in your household must be listed or excluded. Go back to add them, or call us.",
      es: "Todo conductor de 14 años o más de tu hogar debe estar incluido o excluido. Regresa para agregarlo o llámanos.",
    },
  },
  {
    code: "GARAGING",
    text: {
      en: "Are all vehicles kept overnight at the address on this quote?",
      es: "¿Todos los vehículos se guardan de noche en la dirección de esta cotización?",
    },
    validationrequired: true,
    validanswer: "Y",
    errormessage: {
      en: `The vehicles must be kept at the address on the quote. ${CALL_US.en}`,
      es: `Los vehículos deben guardarse en la dirección de la cotización. ${CALL_US.es}`,
    },
  },
  {
    code: "EXISTINGDAMAGE",
    text: {
      en: "Does any vehicle have damage that has not been repaired?",
      es: "¿Algún vehículo tiene daños que no se han reparado?",
    },
    validationrequired: false,
    validanswer: "N",
    errormessage: { en: "", es: "" },
  },
];

export interface CarrierQuestion {
  questionCd: string;
  questionText: string;
  questionType: string;
  answers: string[];
  validationrequired: boolean;
  validanswer: string;
  errormessage: string;
}

/** The carrier's questions (undefined for an unknown carrier), `order` first, the rest after in their own order. */
export function carrierQuestions(carrierId: string, order: readonly string[], lang: Lang): CarrierQuestion[] | undefined {
  if (!getCarrier(carrierId)) return undefined;
  const wanted = order.map((c) => c.trim().toUpperCase()).filter(Boolean);
  const rank = (code: string) => {
    const i = wanted.indexOf(code);
    return i === -1 ? wanted.length + QUESTIONS.findIndex((q) => q.code === code) : i;
  };
  return [...QUESTIONS]
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map((q) => ({
      questionCd: q.code,
      questionText: q.text[lang],
      questionType: "YN",
      answers: ["Y", "N"],
      validationrequired: q.validationrequired,
      validanswer: q.validanswer,
      errormessage: q.errormessage[lang],
    }));
}

/**
 * doc3 §5.1 underwriting: every question answered (Y or N; true/false accepted); a validationrequired
 * question with another answer than its valid one gets its message. Field errors keyed `answers.<code>`.
 */
export function checkAnswers(carrierId: string, answers: readonly { questionCd: string; answer: string }[], lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  const given = new Map(answers.map((a) => [a.questionCd.trim().toUpperCase(), normalizeAnswer(a.answer)]));
  for (const q of carrierQuestions(carrierId, [], lang) ?? []) {
    const answer = given.get(q.questionCd);
    if (!answer) errors[`answers.${q.questionCd}`] = lang === "es" ? "Responde esta pregunta." : "Please answer this question.";
    else if (q.validationrequired && answer !== q.validanswer) errors[`answers.${q.questionCd}`] = q.errormessage;
  }
  return errors;
}

/** doc3 §3: answers stored as Y or N (true/false accepted). */
export function normalizeAnswer(value: string): "Y" | "N" | undefined {
  const v = value.trim().toUpperCase();
  if (v === "Y" || v === "TRUE" || v === "YES") return "Y";
  if (v === "N" || v === "FALSE" || v === "NO") return "N";
  return undefined;
}
