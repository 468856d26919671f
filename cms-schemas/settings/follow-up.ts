/**
 * The follow-up flow and contact verification: the Studio fields of the `followUpSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/follow-up.ts.
 */
import { followUpDefaults as d } from "../../app/.server/content/settings/follow-up.ts";
import { messageField, numberField } from "../fields.ts";
import type { FieldDefinition, Rule, TypeDefinition } from "../types.ts";

export const followUpFields: FieldDefinition[] = [
  numberField(
    "spinnerSeconds",
    "Verification: spinner time-out (s)",
    d.spinnerSeconds,
    "How long the waiting spinner shows before the code entry opens by itself.",
    1,
  ),
  numberField(
    "pollIntervalMs",
    "Verification: status check interval (ms)",
    d.pollIntervalMs,
    "How often the page asks whether an agent confirmed the codes (when it cannot be told at once).",
    1000,
  ),
  messageField("estimatedDownPaymentLabel", "Label: estimated down payment", d.estimatedDownPaymentLabel),
  messageField("driverRequired", "Message: driver licence required", d.driverRequired),
  messageField("dateRequired", "Message: date of birth required", d.dateRequired),
  messageField("dataNotCorrect", "Message: given data not correct", d.dataNotCorrect, "The licence and date of birth do not match the look-up."),
  messageField("vinRequired", "Message: VIN required", d.vinRequired),
  messageField("vinWrong", "Message: VIN wrong", d.vinWrong, "A VIN of a bad pattern, over 17 characters, or that cannot be decoded."),
  messageField("allFieldsRequired", "Message: all fields required", d.allFieldsRequired),
  messageField("questionRequired", "Message: question required", d.questionRequired, "{0} is replaced by the driver's first name."),
  messageField(
    "questionNotAccepted",
    "Message: question answer not accepted",
    d.questionNotAccepted,
    "For a question with validation required, when the carrier has no message of its own; {0} is the driver's first name.",
  ),
  messageField("emailCodeWrong", "Message: e-mail code wrong", d.emailCodeWrong),
  messageField("textCodeWrong", "Message: text code wrong", d.textCodeWrong),
  messageField("bothCodesWrong", "Message: both codes wrong", d.bothCodesWrong),
  messageField("finalFailure", "Message: final failure after three tries", d.finalFailure),
  messageField("verifiedMessage", "Message: contact details verified", d.verifiedMessage),
  messageField("callBackMessage", "Message: call back requested", d.callBackMessage, "Shown when the customer presses Request call back."),
  {
    name: "questions",
    title: "Carrier questions: texts",
    type: "array",
    description:
      "The yes/no questions by code ({0} = the driver's first name). A carrier asks the codes of its questionOrder (carrier settings); a carrier that lists none asks these. Empty: the three default questions.",
    of: [{ type: "followUpQuestion" }],
  },
];

/** The object types of the follow-up settings, registered with the content model. */
export const followUpObjectTypes: TypeDefinition[] = [
  {
    name: "followUpQuestion",
    title: "Question",
    type: "object",
    fields: [
      { name: "code", title: "Question code", type: "string", validation: (r: Rule) => r.required() },
      { name: "text", title: "Question", type: "localizedString" },
      {
        name: "validationRequired",
        title: "Validation required",
        type: "boolean",
        initialValue: false,
        description: "The answer must be the valid answer to go on.",
      },
      { name: "validAnswer", title: "Valid answer", type: "string", options: { list: ["Y", "N"] }, initialValue: "Y" },
    ],
    preview: { select: { title: "code" } },
  },
];
