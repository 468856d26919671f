/**
 * doc1 §5 generic form container, as one pure check the browser runs on submit and the action
 * runs again as the authority.
 *
 * Order of the checks (doc1 §5): every field is validated; when any is invalid the form shows
 * the messages and focuses the first invalid field. A valid form with a filled spam-trap field
 * goes to the configured error page. Then, with a captcha present, an empty captcha response
 * blocks the submission with the captcha error. Otherwise the values are submitted.
 *
 * Values are trimmed before the checks. An `email` or `tel` field follows the site's one e-mail
 * or US phone rule (../contact-rules.ts), as every other form does. A field's `regexpattern`
 * follows the HTML `pattern` attribute and narrows further: it must match the whole value; a
 * pattern that does not compile is ignored, as browsers ignore it. Either failing shows the
 * field's constraint message.
 */
import { z } from "zod/mini";
import { isValidEmail, isValidPhone } from "../contact-rules";
import { configuredMessage } from "../message";
import type { PublicMessageKey } from "./messages";

export const fieldTypes = ["text", "email", "tel", "number", "textarea", "select", "radio", "checkbox", "hidden", "spam-trap"] as const;

/** doc1 §3 form field configuration (the page's data attributes). */
export const formFieldSchema = z.object({
  name: z.string().check(z.minLength(1)),
  type: z._default(z.enum(fieldTypes), "text"),
  required: z._default(z.boolean(), false),
  regexpattern: z.optional(z.string()),
  requiredMessage: z.optional(z.string()),
  constraintMessage: z.optional(z.string()),
});
export type FormField = z.input<typeof formFieldSchema>;

export const formConfigSchema = z.object({
  fields: z.array(formFieldSchema),
  /** Where a spam-trap hit is sent. */
  errorPage: z._default(z.string(), "/error"),
  /** Whether the form carries a captcha. */
  captcha: z._default(z.boolean(), false),
  captchaMessage: z.optional(z.string()),
});
export type FormConfig = z.input<typeof formConfigSchema>;

export const FORM_REQUIRED: PublicMessageKey = "public.form.required";
export const FORM_INVALID: PublicMessageKey = "public.form.invalid";
export const FORM_CAPTCHA: PublicMessageKey = "public.form.captcha";

/**
 * The bot check's fields: the `altcha` widget's payload, or the fallback question's token,
 * in `botCheck`; the visitor's answer to the fallback question in `botCheckAnswer`.
 */
export const BOT_CHECK_FIELD = "botCheck";
export const BOT_CHECK_ANSWER_FIELD = "botCheckAnswer";

/**
 * doc1 §5 "the captcha response" of a form with the bot check: the answer when the fallback question
 * was shown, else the widget's payload (empty until the widget has verified).
 */
export function captchaResponseOf(values: Record<string, SubmittedValue>): string {
  const answer = values[BOT_CHECK_ANSWER_FIELD];
  if (typeof answer === "string") return answer.trim();
  const token = values[BOT_CHECK_FIELD];
  return typeof token === "string" ? token.trim() : "";
}

/** doc1 §5 checkbox values. */
export const CHECKBOX_CHECKED = "checked";
export const CHECKBOX_UNCHECKED = "Unchecked";

export type SubmittedValue = string | boolean | null | undefined;

export type FormResult =
  | { status: "invalid"; errors: Record<string, string>; firstInvalid: string }
  | { status: "spam"; redirect: string }
  | { status: "captcha-missing"; message: string }
  | { status: "submit"; values: Record<string, string> };

/** An HTML pattern as a whole-value regular expression; `null` when it does not compile. */
export function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, "u");
  } catch {
    return null;
  }
}

function isTicked(value: SubmittedValue): boolean {
  if (typeof value === "boolean") return value;
  if (value === null || value === undefined) return false;
  const text = value.trim();
  return text !== "" && text !== "false" && text !== CHECKBOX_UNCHECKED;
}

/**
 * doc1 §5: 'checked' when ticked, 'Unchecked' when unticked and optional, empty when required
 * and unticked.
 */
export function checkboxValue(ticked: boolean, required: boolean): string {
  if (ticked) return CHECKBOX_CHECKED;
  return required ? "" : CHECKBOX_UNCHECKED;
}

/** The contact rule an input type brings (the one the site's other forms check). */
const CONTACT_RULES: Partial<Record<(typeof fieldTypes)[number], (value: string) => boolean>> = { email: isValidEmail, tel: isValidPhone };

/** One field's message (the field's configured text, else the catalogue's), or `null` when it is valid. */
export function fieldError(field: FormField, value: SubmittedValue): string | null {
  const parsed = formFieldSchema.parse(field);
  const requiredMessage = parsed.requiredMessage ? configuredMessage(parsed.requiredMessage) : FORM_REQUIRED;
  const constraintMessage = parsed.constraintMessage ? configuredMessage(parsed.constraintMessage) : FORM_INVALID;
  if (parsed.type === "spam-trap") return null;
  if (parsed.type === "checkbox") return parsed.required && !isTicked(value) ? requiredMessage : null;
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return parsed.required ? requiredMessage : null;
  const contactRule = CONTACT_RULES[parsed.type];
  if (contactRule && !contactRule(text)) return constraintMessage;
  if (parsed.regexpattern) {
    const pattern = compilePattern(parsed.regexpattern);
    if (pattern && !pattern.test(text)) return constraintMessage;
  }
  return null;
}

/** doc1 §5: check a submitted form against its field configuration. */
export function checkForm(
  config: FormConfig,
  submitted: { values: Record<string, SubmittedValue>; captchaResponse?: string | null },
): FormResult {
  const { fields, errorPage, captcha, captchaMessage } = formConfigSchema.parse(config);
  const errors: Record<string, string> = {};
  let firstInvalid: string | null = null;
  for (const field of fields) {
    const message = fieldError(field, submitted.values[field.name]);
    if (message !== null && !(field.name in errors)) {
      errors[field.name] = message;
      firstInvalid ??= field.name;
    }
  }
  if (firstInvalid !== null) return { status: "invalid", errors, firstInvalid };

  const trapped = fields.some((field) => {
    const value = submitted.values[field.name];
    return field.type === "spam-trap" && typeof value === "string" && value.trim() !== "";
  });
  if (trapped) return { status: "spam", redirect: errorPage };

  if (captcha && !(submitted.captchaResponse ?? "").trim()) {
    return { status: "captcha-missing", message: captchaMessage ? configuredMessage(captchaMessage) : FORM_CAPTCHA };
  }

  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === "spam-trap") continue;
    const value = submitted.values[field.name];
    values[field.name] = field.type === "checkbox" ? checkboxValue(isTicked(value), field.required) : typeof value === "string" ? value.trim() : "";
  }
  return { status: "submit", values };
}

/** Submitted values from a FormData (server actions): the last value of each name, files ignored. */
export function valuesFromFormData(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}
