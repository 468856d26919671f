/**
 * The keys of the public site's rule messages (doc1 §5, §8): the rules in this folder and the
 * make-a-payment rules (../payment) return these keys, never prose. Their English and Spanish texts
 * are in app/locales/{en,es}/public.ts; the page turns a message into text (app/i18n-message.ts).
 */
export const PUBLIC_MESSAGE_KEYS = [
  "public.zip.invalid",
  "public.mapSearch.invalid",
  "public.form.required",
  "public.form.invalid",
  "public.form.captcha",
  "public.email.invalid",
  "public.payment.policyNumberInvalid",
  "public.payment.phoneInvalid",
  "public.payment.dateInvalid",
  "public.payment.birthDateInvalid",
  "public.payment.carrierNotAvailable",
  "public.payment.tokenFailed",
  "public.payment.dueSoon",
  "public.payment.duePast",
  "public.payment.unknownError",
  "public.payment.policyNotFound",
  "public.payment.resultFailed",
] as const;

export type PublicMessageKey = (typeof PUBLIC_MESSAGE_KEYS)[number];
