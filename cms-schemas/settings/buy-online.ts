/**
 * Buy online: the Studio fields of the `buyOnlineSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/buy-online.ts.
 */
import { buyOnlineDefaults as d } from "../../app/.server/content/settings/buy-online.ts";
import { messageField, numberField } from "../fields.ts";
import type { FieldDefinition } from "../types.ts";

export const buyOnlineFields: FieldDefinition[] = [
  numberField(
    "refreshMs",
    "Refresh time (ms)",
    d.refreshMs,
    "How often the buy-online page asks again while the insurance company is still working (doc3 §2.1).",
    1000,
  ),
  numberField(
    "payLinkReloadMs",
    "Pay-link reload timer (ms)",
    d.payLinkReloadMs,
    "The policy page reloads this long after the pay-now button is shown, so the price and link stay current.",
    10_000,
  ),
  messageField("loadFailure", "Load failure banner", d.loadFailure, "Shown at the top of the page when the insurance company's results cannot be loaded."),
  messageField("dataNotCorrect", "Data not correct", d.dataNotCorrect, "Shown when the licence lookup does not match the driver."),
  messageField("allFieldsRequired", "All fields required", d.allFieldsRequired, "Shown when the driver info form is sent empty."),
  messageField("wrongVin", "Wrong VIN", d.wrongVin, "Shown beside a VIN that is not valid or cannot be decoded."),
  messageField("paymentErrorTitle", "Payment error view: title", d.paymentErrorTitle),
  messageField("paymentErrorBody", "Payment error view: text", d.paymentErrorBody, "Shown when the payment fails or the payment service does not answer."),
  messageField("carrierErrorTitle", "Carrier errors: heading", d.carrierErrorTitle, "Shown above the list of the insurance company's messages."),
];
