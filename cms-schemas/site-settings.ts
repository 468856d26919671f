/** Site settings of one brand: header, home hero, footer, popups, messages and limits (doc1 §2, §5, §9). */
import { messageDefaults as m, siteLimitDefaults as l } from "../app/domain/content-defaults.ts";
import { brandField, messageField, numberField } from "./fields.ts";
import type { TypeDefinition } from "./types.ts";

export const siteSettings: TypeDefinition = {
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  groups: [
    { name: "shell", title: "Header, hero, footer", default: true },
    { name: "messages", title: "Messages" },
    { name: "limits", title: "Limits and waits" },
  ],
  fields: [
    { ...brandField, group: "shell" },
    {
      name: "hero",
      title: "Home page hero",
      type: "object",
      group: "shell",
      fields: [
        { name: "title", title: "Headline", type: "localizedString", validation: (r) => r.required() },
        { name: "subtitle", title: "Supporting line", type: "localizedText", validation: (r) => r.required() },
        { name: "cta", title: "Button of the zip form", type: "localizedString", validation: (r) => r.required() },
        { name: "zipLabel", title: "Zip field label", type: "localizedString", validation: (r) => r.required() },
        { name: "zipPlaceholder", title: "Zip field placeholder", type: "localizedString", validation: (r) => r.required() },
      ],
      validation: (r) => r.required(),
    },
    {
      name: "navigation",
      title: "Header menu",
      type: "array",
      group: "shell",
      description: "Categories in display order, each with its sub-links.",
      of: [{ type: "navCategory" }],
    },
    {
      name: "signInMenu",
      title: "Account menu labels",
      type: "object",
      group: "shell",
      fields: ["signIn", "signOut", "myAccount", "makePayment", "forgotPassword", "createAccount", "previousQuotes", "referFriend"].map((name) => ({
        name,
        title: name.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase()),
        type: "localizedString",
        validation: (r) => r.required(),
      })),
      validation: (r) => r.required(),
    },
    {
      name: "footer",
      title: "Footer",
      type: "object",
      group: "shell",
      fields: [
        { name: "columns", title: "Link columns", type: "array", of: [{ type: "footerColumn" }] },
        {
          name: "legal",
          title: "Legal text",
          type: "localizedText",
          description: "Licence numbers and the underwriting note.",
          validation: (r) => r.required(),
        },
        {
          name: "copyright",
          title: "Copyright line",
          type: "localizedString",
          description: "{0} is replaced by the current year.",
          validation: (r) => r.required(),
        },
      ],
      validation: (r) => r.required(),
    },
    {
      name: "popups",
      title: "Popups",
      type: "object",
      group: "shell",
      description:
        "The language popup invites visitors to the other language: its English texts show on English pages (so they are usually written in Spanish), and the other way round.",
      fields: [
        { name: "language", title: "Language switch popup", type: "popup", validation: (r) => r.required() },
        { name: "idle", title: "Idle popup", type: "popup", validation: (r) => r.required() },
      ],
      validation: (r) => r.required(),
    },
    {
      name: "messages",
      title: "Messages",
      type: "object",
      group: "messages",
      fields: [
        messageField("zipInvalid", "Invalid zip code", m.zipInvalid),
        messageField("emailInvalid", "Invalid e-mail", m.emailInvalid),
        messageField("mapSearchInvalid", "Office search not understood", m.mapSearchInvalid),
        messageField("requiredField", "Required field", m.requiredField),
        messageField("genericError", "Something went wrong", m.genericError),
        messageField("quotesUnavailable", "Quotes not available online (coming soon)", m.quotesUnavailable),
        messageField("outOfState", "State not served", m.outOfState, "{0} is the state's name."),
      ],
    },
    {
      name: "limits",
      title: "Limits and waits",
      type: "object",
      group: "limits",
      fields: [
        numberField("backToTopPx", "Back-to-top threshold (px)", l.backToTopPx, "Scroll distance after which the back-to-top button shows."),
        numberField("languagePopupWaitMs", "Language popup wait (ms)", l.languagePopupWaitMs, "Delay before the language popup opens."),
        numberField("idlePopupWaitMs", "Idle popup wait (ms)", l.idlePopupWaitMs, "Idle time before the idle popup opens."),
        numberField("geolocationTimeoutMs", "Geolocation time limit (ms)", l.geolocationTimeoutMs, "How long to wait for the visitor's location."),
        numberField("storedStateHours", "Remembered zip and state (hours)", l.storedStateHours, "How long the visitor's zip and state are remembered."),
        numberField("abRetryMs", "A/B test retry interval (ms)", l.abRetryMs, "How often the page checks for the A/B test script."),
        numberField("starRoundingPercent", "Star rounding (%)", l.starRoundingPercent, "Star ratings are drawn in steps of this size.", 1),
        {
          name: "map",
          title: "Office maps",
          type: "object",
          options: { collapsible: true, collapsed: true },
          fields: [
            {
              name: "defaultCenter",
              title: "Default centre",
              type: "object",
              description: `Empty: ${l.map.defaultCenter.lat}, ${l.map.defaultCenter.lng} (Texas).`,
              fields: [
                { name: "lat", title: "Latitude", type: "number" },
                { name: "lng", title: "Longitude", type: "number" },
              ],
            },
            numberField("defaultZoom", "Default zoom", l.map.defaultZoom, "Zoom before the visitor's location is known."),
            numberField("startZoom", "Start zoom", l.map.startZoom, "Zoom around the visitor's location."),
            numberField("widenZoom", "Widened zoom", l.map.widenZoom, "Zoom when no office is close."),
            numberField("markerZoom", "Marker zoom", l.map.markerZoom, "Zoom after a marker is clicked."),
            numberField("detailZoom", "Office page zoom", l.map.detailZoom, "Zoom of an office's own map."),
          ],
        },
      ],
    },
  ],
  preview: { select: { title: "brand.name" }, prepare: (s) => ({ title: `Site settings: ${String(s.title ?? "no brand")}` }) },
};
