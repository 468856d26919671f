/**
 * The follow-up flow and contact verification: the typed reading of the `followUpSettings` document (Studio fields in cms-schemas/settings/follow-up.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 */
import { z } from "zod";

const text = (en: string, es: string) => ({ en, es });

/** The spec's values (doc3 §2.2, §8, §9) and the follow-up form's configured texts. */
export const followUpDefaults = {
  /** doc3 §4.2, §9: how long the spinner modal shows while the contact status is "no" past the questions (seconds; not shown in the spec). */
  spinnerSeconds: 30,
  /** doc3 §4.2, §9: how often the verification status is read again while waiting for the agent (ms; not shown in the spec). */
  pollIntervalMs: 5000,
  /** doc3 §2.2: the estimated down payment label. */
  estimatedDownPaymentLabel: text("ESTIMATED DOWN PAYMENT", "PAGO INICIAL ESTIMADO"),
  /** doc3 §8 follow-up messages. */
  driverRequired: text("Please enter the driver license number.", "Ingresa el número de licencia de manejo."),
  dateRequired: text("Please enter the date of birth.", "Ingresa la fecha de nacimiento."),
  dataNotCorrect: text(
    "The license number and date of birth do not match our records. Please check them.",
    "El número de licencia y la fecha de nacimiento no coinciden con nuestros registros. Revísalos.",
  ),
  vinRequired: text("Please enter the VIN of this vehicle.", "Ingresa el VIN de este vehículo."),
  vinWrong: text("This VIN is not valid. It has 17 letters and digits (no I, O or Q).", "Este VIN no es válido. Tiene 17 letras y números (sin I, O ni Q)."),
  allFieldsRequired: text("All fields are required.", "Todos los campos son obligatorios."),
  questionRequired: text("Please answer this question for {0}.", "Responde esta pregunta para {0}."),
  /** doc3 §5.2: a question with validation required answered otherwise, for a carrier that configures no message of its own ({0} = first name). */
  questionNotAccepted: text(
    "{0}, with this answer we can't finish your policy online. Please call us and an agent will help you.",
    "{0}, con esta respuesta no podemos terminar tu póliza en línea. Llámanos y un agente te ayudará.",
  ),
  emailCodeWrong: text(
    "The e-mail code was not confirmed. Please check it and try again.",
    "El código del correo no se confirmó. Revísalo e inténtalo de nuevo.",
  ),
  textCodeWrong: text(
    "The text message code was not confirmed. Please check it and try again.",
    "El código del mensaje de texto no se confirmó. Revísalo e inténtalo de nuevo.",
  ),
  bothCodesWrong: text("Neither code was confirmed. Please check them and try again.", "Ninguno de los códigos se confirmó. Revísalos e inténtalo de nuevo."),
  finalFailure: text(
    "We could not verify your contact details. An agent will call you to finish your policy.",
    "No pudimos verificar tus datos de contacto. Un agente te llamará para terminar tu póliza.",
  ),
  /** doc3 §4.2: the confirmation shown when the agent confirms the codes. */
  verifiedMessage: text("Thank you! Your e-mail and phone are verified.", "¡Gracias! Tu correo y tu teléfono están verificados."),
  /** doc3 §2.2, §7.2: the answer to Request call back, in the page's language (the platform answers a language-neutral status). */
  callBackMessage: text("Thank you. An agent will contact you shortly.", "Gracias. Un agente se comunicará contigo en breve."),
  /**
   * doc3 §3 "Carrier question (follow-up flow)": the texts of the yes/no questions by code. Which questions a carrier asks, their order, error
   * messages and button values are the carrier configuration's (questionOrder, questions); a carrier that lists none asks these.
   */
  questions: [
    {
      code: "FU_ACCIDENTS",
      text: text("Has {0} had an at-fault accident in the last 3 years?", "¿{0} ha tenido un accidente con culpa en los últimos 3 años?"),
      validationRequired: true,
      validAnswer: "N" as "Y" | "N",
    },
    {
      code: "FU_BUSINESS",
      text: text("Is any vehicle used for ride sharing or deliveries?", "¿Algún vehículo se usa para viajes compartidos o entregas?"),
      validationRequired: true,
      validAnswer: "N" as "Y" | "N",
    },
    {
      code: "FU_GARAGED",
      text: text("Are all vehicles kept at the address on the quote?", "¿Todos los vehículos se guardan en la dirección de la cotización?"),
      validationRequired: false,
      validAnswer: "Y" as "Y" | "N",
    },
  ],
};
const d = followUpDefaults;

/** Bilingual text whose empty language takes that language's default. */
const textOr = (fallback: { en: string; es: string }) =>
  z
    .object({ en: z.string().nullish(), es: z.string().nullish() })
    .nullish()
    .transform((v) => ({ en: v?.en?.trim() || fallback.en, es: v?.es?.trim() || fallback.es }));
const int = (fallback: number, min: number) =>
  z
    .number()
    .int()
    .min(min)
    .nullish()
    .transform((v) => v ?? fallback);

const questionSchema = z.object({
  code: z.string().trim().min(1),
  text: textOr({ en: "", es: "" }),
  validationRequired: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  validAnswer: z
    .enum(["Y", "N"])
    .nullish()
    .transform((v) => v ?? "Y"),
});

export const followUpSettingsShape = {
  spinnerSeconds: int(d.spinnerSeconds, 1),
  pollIntervalMs: int(d.pollIntervalMs, 1000),
  estimatedDownPaymentLabel: textOr(d.estimatedDownPaymentLabel),
  driverRequired: textOr(d.driverRequired),
  dateRequired: textOr(d.dateRequired),
  dataNotCorrect: textOr(d.dataNotCorrect),
  vinRequired: textOr(d.vinRequired),
  vinWrong: textOr(d.vinWrong),
  allFieldsRequired: textOr(d.allFieldsRequired),
  questionRequired: textOr(d.questionRequired),
  questionNotAccepted: textOr(d.questionNotAccepted),
  emailCodeWrong: textOr(d.emailCodeWrong),
  textCodeWrong: textOr(d.textCodeWrong),
  bothCodesWrong: textOr(d.bothCodesWrong),
  finalFailure: textOr(d.finalFailure),
  verifiedMessage: textOr(d.verifiedMessage),
  callBackMessage: textOr(d.callBackMessage),
  /** Entries without a code are left out; an empty list gives the defaults. */
  questions: z
    .array(z.unknown())
    .nullish()
    .transform((items) => {
      const parsed = (items ?? []).flatMap((item) => {
        const one = questionSchema.safeParse(item);
        return one.success && one.data.text.en ? [one.data] : [];
      });
      return parsed.length > 0 ? parsed : d.questions.map((q) => ({ ...q, text: { ...q.text } }));
    }),
};
