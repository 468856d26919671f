/** UI strings in English: the messages of the public site's rules (doc1 §5, §8): the zip and map search, the widget forms, e-mail fields and the make-a-payment form. */
const publicMessages = {
  /** doc1 §5 zip: default configured text. */
  zip: { invalid: "You must enter a valid Zip Code" },
  /** doc1 §5 map search. */
  mapSearch: { invalid: "Enter a 5-digit Zip Code or a city and state, like Austin, TX" },
  /** doc1 §5 generic form. */
  form: { required: "This field is required", invalid: "Please check this field", captcha: "Please confirm you are not a robot" },
  /** doc1 §5 e-mail fields (newsletter, forgot password, out-of-state). */
  email: { invalid: "Please enter a valid e-mail address" },
  payment: {
    /** doc1 §5 payment form. */
    policyNumberInvalid: "Please enter a valid policy number",
    phoneInvalid: "Please enter a valid 10-digit phone number",
    dateInvalid: "Please enter a valid date",
    birthDateInvalid: "Please enter a valid date of birth. Drivers must be between {{min}} and {{max}} years old.",
    /** doc1 §8 payment failures (titles of the modal; the body links to the carrier). */
    carrierNotAvailable: "Online payment isn't available for this policy. You can pay directly with your insurance company.",
    tokenFailed: "We couldn't start your payment. Please try again or pay directly with your insurance company.",
    dueSoon: "Your payment is due within 48 hours and can't be made online.",
    duePast: "Your payment due date has passed and it can't be made online.",
    unknownError: "Something went wrong. Please try again or pay directly with your insurance company.",
    policyNotFound: "We couldn't find a policy with those details. Check them and try again.",
    resultFailed: "We couldn't confirm your payment. Please contact us before trying again.",
  },
};

export default publicMessages;
