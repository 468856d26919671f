import { describe, expect, it } from "vitest";
import { configuredMessage } from "../message";
import { captchaResponseOf, checkboxValue, checkForm, compilePattern, fieldError, valuesFromFormData, type FormConfig } from "./form-container";

const config: FormConfig = {
  fields: [
    { name: "name", type: "text", required: true, requiredMessage: "Please enter your name" },
    { name: "zip", type: "text", required: false, regexpattern: "\\d{5}", constraintMessage: "Five digits please" },
    { name: "email", type: "email", required: true, regexpattern: "[^@\\s]+@[^@\\s]+\\.[a-z]{2,}" },
    { name: "updates", type: "checkbox", required: false },
    { name: "terms", type: "checkbox", required: true, requiredMessage: "Please accept the terms" },
    { name: "website", type: "spam-trap" },
  ],
  errorPage: "/form-error",
};

const valid = { name: "Ana", zip: "", email: "ana@example.com", updates: undefined, terms: "on", website: "" };

describe("doc1 §5 generic form: per-field validation", () => {
  it("a required empty field shows its required message", () => {
    expect(fieldError({ name: "name", required: true, requiredMessage: "Please enter your name" }, "   ")).toBe(configuredMessage("Please enter your name"));
  });

  it("a required field without its own message gets the default key", () => {
    expect(fieldError({ name: "x", required: true }, "")).toBe("public.form.required");
  });

  it("a value not matching the pattern shows the constraint message; the pattern must match the whole value", () => {
    const zip = config.fields[1]!;
    expect(fieldError(zip, "1234")).toBe(configuredMessage("Five digits please"));
    expect(fieldError(zip, "123456")).toBe(configuredMessage("Five digits please"));
    expect(fieldError(zip, "12345")).toBeNull();
    expect(fieldError({ name: "y", regexpattern: "[a-z]+" }, "ABC")).toBe("public.form.invalid");
  });

  it("an optional empty field is valid, whatever its pattern", () => {
    expect(fieldError(config.fields[1]!, "")).toBeNull();
    expect(fieldError(config.fields[1]!, undefined)).toBeNull();
  });

  it("doc1 §5, doc2 §5 an e-mail or phone field follows the site's one contact rule, whatever its configured pattern", () => {
    const email = { name: "email", type: "email" as const, regexpattern: "[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}", constraintMessage: "Enter an e-mail" };
    const phone = { name: "phone", type: "tel" as const, regexpattern: "\\(?\\d{3}\\)?[ .-]?\\d{3}[ .-]?\\d{4}", constraintMessage: "Enter a phone" };
    expect(fieldError(email, " ana@example.com ")).toBeNull();
    expect(fieldError(email, "ana..b@example.com")).toBe(configuredMessage("Enter an e-mail"));
    expect(fieldError(phone, "(512) 555-0142")).toBeNull();
    expect(fieldError(phone, "123-555-0142")).toBe(configuredMessage("Enter a phone"));
    expect(fieldError({ name: "phone", type: "tel" }, "+1 512 555 0142")).toBeNull();
    expect(fieldError({ name: "phone", type: "tel" }, "512-555-0142 x12")).toBe("public.form.invalid");
    expect(fieldError({ name: "phone", type: "tel" }, "")).toBeNull();
  });

  it("a pattern that does not compile is ignored, as browsers ignore it", () => {
    expect(compilePattern("([a-z")).toBeNull();
    expect(fieldError({ name: "z", regexpattern: "([a-z" }, "anything")).toBeNull();
  });

  it("reports every invalid field and the first one in form order for focus", () => {
    const result = checkForm(config, { values: { ...valid, name: "", zip: "12", terms: undefined } });
    expect(result).toEqual({
      status: "invalid",
      errors: {
        name: configuredMessage("Please enter your name"),
        zip: configuredMessage("Five digits please"),
        terms: configuredMessage("Please accept the terms"),
      },
      firstInvalid: "name",
    });
  });

  it("the first invalid field follows the configuration order, not the values' order", () => {
    const result = checkForm(config, { values: { terms: undefined, email: "bad", name: "Ana" } });
    expect(result).toMatchObject({ status: "invalid", firstInvalid: "email" });
  });
});

describe("doc1 §5 generic form: checkbox values", () => {
  it("'checked' when ticked, 'Unchecked' when unticked and optional, empty when required and unticked", () => {
    expect(checkboxValue(true, false)).toBe("checked");
    expect(checkboxValue(true, true)).toBe("checked");
    expect(checkboxValue(false, false)).toBe("Unchecked");
    expect(checkboxValue(false, true)).toBe("");
  });

  it("submitted values carry the checkbox words", () => {
    const result = checkForm(config, { values: valid });
    expect(result).toEqual({
      status: "submit",
      values: { name: "Ana", zip: "", email: "ana@example.com", updates: "Unchecked", terms: "checked" },
    });
  });

  it("a ticked box may arrive as a boolean or any form value", () => {
    const result = checkForm(config, { values: { ...valid, updates: true, terms: "yes" } });
    expect(result).toMatchObject({ status: "submit", values: { updates: "checked", terms: "checked" } });
  });
});

describe("doc1 §5 generic form: spam trap and captcha", () => {
  it("a valid form with a filled spam-trap field goes to the configured error page", () => {
    expect(checkForm(config, { values: { ...valid, website: "http://spam.example" } })).toEqual({ status: "spam", redirect: "/form-error" });
  });

  it("an invalid form shows its errors first, even with the trap filled", () => {
    expect(checkForm(config, { values: { ...valid, name: "", website: "x" } }).status).toBe("invalid");
  });

  it("with a captcha, an empty response shows the captcha error and blocks submission", () => {
    const withCaptcha = { ...config, captcha: true, captchaMessage: "Tick the box" };
    expect(checkForm(withCaptcha, { values: valid, captchaResponse: "" })).toEqual({ status: "captcha-missing", message: configuredMessage("Tick the box") });
    expect(checkForm({ ...config, captcha: true }, { values: valid })).toEqual({ status: "captcha-missing", message: "public.form.captcha" });
    expect(checkForm(withCaptcha, { values: valid, captchaResponse: "token-123" }).status).toBe("submit");
  });

  it("bot check: the captcha response is the widget's payload, or the answer when the fallback question was shown", () => {
    expect(captchaResponseOf({})).toBe("");
    expect(captchaResponseOf({ botCheck: " eyJwYXlsb2FkIjp0cnVlfQ== " })).toBe("eyJwYXlsb2FkIjp0cnVlfQ==");
    // The question's token alone is not a response: the visitor has not answered.
    expect(captchaResponseOf({ botCheck: "q1.id.submit.1.7.5.mac", botCheckAnswer: " " })).toBe("");
    expect(captchaResponseOf({ botCheck: "q1.id.submit.1.7.5.mac", botCheckAnswer: "12" })).toBe("12");
    const withCaptcha = { ...config, captcha: true, captchaMessage: "Complete the check" };
    expect(checkForm(withCaptcha, { values: valid, captchaResponse: captchaResponseOf({ botCheck: "q1.x", botCheckAnswer: "" }) }).status).toBe("captcha-missing");
  });

  it("the spam trap is checked before the captcha", () => {
    expect(checkForm({ ...config, captcha: true }, { values: { ...valid, website: "x" } }).status).toBe("spam");
  });

  it("without a captcha the form is submitted; the trap's value is not passed on", () => {
    const result = checkForm(config, { values: valid });
    expect(result.status).toBe("submit");
    expect(result.status === "submit" && "website" in result.values).toBe(false);
  });

  it("values come from FormData on the server", () => {
    const data = new FormData();
    data.set("name", "Ana");
    data.set("email", "ana@example.com");
    data.set("terms", "on");
    expect(checkForm(config, { values: valuesFromFormData(data) })).toMatchObject({ status: "submit", values: { terms: "checked", updates: "Unchecked" } });
  });
});
