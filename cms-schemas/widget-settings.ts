/**
 * Public-site widgets of one brand (doc1 §2–§5): zip entry and out-of-state messages and links,
 * the contact form, consent texts, newsletter, hero messages and their analytics figures,
 * glossary terms, team members, the video and A/B tests. Empty fields take the spec's defaults
 * (app/domain/content-defaults.ts `widgetDefaults`).
 */
import { siteLimitDefaults as l, messageDefaults as m, widgetDefaults as w } from "../app/domain/content-defaults.ts";
import { brandField, messageField, numberField } from "./fields.ts";
import type { Rule, TypeDefinition } from "./types.ts";

const required = { validation: (r: Rule) => r.required() };

export const outOfStateLink: TypeDefinition = {
  name: "outOfStateLink",
  title: "Out-of-state link",
  type: "object",
  fields: [
    {
      name: "state",
      title: "State code",
      type: "string",
      description: "Two letters, e.g. CA.",
      validation: (r) => r.required().regex(/^[A-Za-z]{2}$/, { name: "two-letter state code" }),
    },
    {
      name: "url",
      title: "Partner link",
      type: "string",
      description: "A full https:// address or a path on this site.",
      validation: (r) => r.required().regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, { name: "link" }),
    },
    { name: "partner", title: "Partner name", type: "string" },
  ],
  preview: { select: { title: "state", subtitle: "url" } },
};

export const formFieldDefinition: TypeDefinition = {
  name: "formFieldDefinition",
  title: "Form field",
  type: "object",
  fields: [
    {
      name: "name",
      title: "Field name",
      type: "string",
      description: "Sent with the form; letters, digits, - and _.",
      validation: (r) => r.required().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, { name: "field name" }),
    },
    { name: "label", title: "Label", type: "localizedString", ...required },
    {
      name: "type",
      title: "Kind",
      type: "string",
      options: { list: ["text", "email", "tel", "textarea", "checkbox", "spam-trap"] },
      description: "spam-trap: a hidden field people never fill; a filled one sends the form to the error page.",
      initialValue: "text",
    },
    { name: "required", title: "Required", type: "boolean", initialValue: false },
    { name: "regexpattern", title: "Pattern", type: "string", description: "The whole value must match (as the HTML pattern attribute)." },
    { name: "requiredMessage", title: "Message when empty", type: "localizedString" },
    { name: "constraintMessage", title: "Message when the pattern does not match", type: "localizedString" },
  ],
  preview: { select: { title: "label.en", subtitle: "name" } },
};

export const consentPolicy: TypeDefinition = {
  name: "consentPolicy",
  title: "Consent policy",
  type: "object",
  fields: [
    {
      name: "buttonId",
      title: "Button id",
      type: "string",
      description: "The policy button that opens this text.",
      validation: (r) => r.required().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { name: "id" }),
    },
    { name: "label", title: "Button label", type: "localizedString", ...required },
    { name: "title", title: "Title", type: "localizedString", ...required },
    { name: "body", title: "Text", type: "localizedText", ...required },
  ],
  preview: { select: { title: "label.en", subtitle: "buttonId" } },
};

export const heroMessage: TypeDefinition = {
  name: "heroMessage",
  title: "Hero bar message",
  type: "object",
  description: "Placeholders: {count:ID} (a whole number) and {millions:ID} (millions, one decimal), from the analytics figures.",
  fields: [{ name: "text", title: "Message", type: "localizedString", ...required }],
  preview: { select: { title: "text.en" } },
};

export const analyticsFigure: TypeDefinition = {
  name: "analyticsFigure",
  title: "Analytics figure",
  type: "object",
  fields: [
    { name: "id", title: "Report id", type: "string", validation: (r) => r.required().regex(/^[A-Za-z0-9_.-]+$/, { name: "id" }) },
    { name: "total", title: "Total", type: "number", ...required },
  ],
  preview: { select: { title: "id", subtitle: "total" } },
};

export const glossaryTerm: TypeDefinition = {
  name: "glossaryTerm",
  title: "Glossary term",
  type: "object",
  fields: [
    { name: "term", title: "Term", type: "localizedString", ...required },
    { name: "definition", title: "Definition", type: "localizedText", ...required },
  ],
  preview: { select: { title: "term.en" } },
};

export const teamMember: TypeDefinition = {
  name: "teamMember",
  title: "Team member",
  type: "object",
  fields: [
    { name: "name", title: "Name", type: "string", ...required },
    { name: "role", title: "Role", type: "localizedString", ...required },
    { name: "location", title: "Office", type: "string" },
    { name: "locationHref", title: "Office page", type: "string", description: "Opens in a new tab." },
    { name: "bio", title: "About", type: "localizedText" },
  ],
  preview: { select: { title: "name", subtitle: "location" } },
};

export const videoEmbed: TypeDefinition = {
  name: "videoEmbed",
  title: "Video",
  type: "object",
  fields: [
    { name: "videoId", title: "YouTube video id", type: "string", validation: (r) => r.required().regex(/^[A-Za-z0-9_-]{6,20}$/, { name: "video id" }) },
    { name: "title", title: "Title", type: "localizedString", ...required },
  ],
};

export const abTest: TypeDefinition = {
  name: "abTest",
  title: "A/B test",
  type: "object",
  fields: [
    { name: "id", title: "Test id", type: "string", validation: (r) => r.required().regex(/^[a-z0-9-]+$/, { name: "id" }) },
    { name: "variants", title: "Variants", type: "array", of: [{ type: "string" }], description: "Visitors are split evenly; the choice is kept in a cookie." },
  ],
  preview: { select: { title: "id" } },
};

export const widgetObjectTypes = [
  outOfStateLink,
  formFieldDefinition,
  consentPolicy,
  heroMessage,
  analyticsFigure,
  glossaryTerm,
  teamMember,
  videoEmbed,
  abTest,
];

export const widgetSettings: TypeDefinition = {
  name: "widgetSettings",
  title: "Widget settings",
  type: "document",
  groups: [
    { name: "zip", title: "Zip and out-of-state", default: true },
    { name: "forms", title: "Forms" },
    { name: "content", title: "Glossary, team, video" },
    { name: "hero", title: "Hero bar" },
    { name: "tests", title: "A/B tests" },
  ],
  fields: [
    brandField,
    messageField("zipOutOfService", "Out-of-service message", w.zipOutOfService, "Shown in the modal when a zip has no address.", "zip"),
    { name: "outOfStateLinks", title: "Out-of-state links", type: "array", group: "zip", of: [{ type: "outOfStateLink" }] },
    numberField(
      "outOfStateRedirectSeconds",
      "Redirect after (s)",
      l.outOfStateRedirectSeconds,
      "Seconds before a visitor is sent to the partner link.",
      0,
      "zip",
    ),
    {
      name: "waitListRedirect",
      title: "After joining the wait list",
      type: "string",
      group: "zip",
      description: `Page shown after the e-mail is saved. Empty: ${w.waitListRedirect}.`,
    },
    { name: "newsletterAction", title: "Newsletter form action", type: "string", group: "forms", description: `Empty: ${w.newsletterAction}.` },
    {
      name: "contentRoots",
      title: "Content roots",
      type: "array",
      group: "forms",
      of: [{ type: "string" }],
      description: "Path prefixes rewritten to /. Empty: /content/{brand code} of every brand.",
    },
    {
      name: "contactForm",
      title: "Contact form",
      type: "object",
      group: "forms",
      fields: [
        { name: "fields", title: "Fields", type: "array", of: [{ type: "formFieldDefinition" }] },
        { name: "errorPage", title: "Error page", type: "string", description: `Where a spam submission goes. Empty: ${w.formErrorPage}.` },
        { name: "captcha", title: "Captcha", type: "boolean", initialValue: false },
        messageField("captchaMessage", "Captcha message", m.captchaRequired),
      ],
    },
    {
      name: "captchaProvider",
      title: "Captcha provider",
      type: "string",
      group: "forms",
      options: { list: ["altcha", "turnstile", "none"] },
      description: `altcha: the self-hosted bot check; turnstile: Cloudflare Turnstile (needs the site key below, and TURNSTILE_SECRET_KEY on the platform). Empty: ${w.captchaProvider}.`,
    },
    {
      name: "turnstileSiteKey",
      title: "Turnstile site key",
      type: "string",
      group: "forms",
      description: "The brand's public Cloudflare Turnstile site key, used when the captcha provider is turnstile. Never the secret key.",
      validation: (rule) => rule.regex(/^[A-Za-z0-9_-]{1,100}$/, { name: "site key" }),
    },
    {
      name: "consent",
      title: "Consent",
      type: "object",
      group: "forms",
      fields: [
        { name: "text", title: "Consent text", type: "localizedText" },
        { name: "policies", title: "Policies", type: "array", of: [{ type: "consentPolicy" }] },
      ],
    },
    { name: "heroMessages", title: "Hero bar messages", type: "array", group: "hero", of: [{ type: "heroMessage" }] },
    { name: "analytics", title: "Analytics figures", type: "array", group: "hero", of: [{ type: "analyticsFigure" }] },
    { name: "glossary", title: "Glossary", type: "array", group: "content", of: [{ type: "glossaryTerm" }] },
    { name: "team", title: "Team", type: "array", group: "content", of: [{ type: "teamMember" }] },
    { name: "video", title: "Video", type: "videoEmbed", group: "content" },
    { name: "abTests", title: "A/B tests", type: "array", group: "tests", of: [{ type: "abTest" }] },
    {
      name: "abTestingTool",
      title: "Outside testing tool",
      type: "string",
      group: "tests",
      options: { list: ["none", "outside"] },
      description: "none: variants are chosen on the server only. outside: the page hides until the outside tool answers.",
    },
  ],
  preview: { select: { title: "brand.name" }, prepare: (s) => ({ title: `Widget settings: ${String(s.title ?? "no brand")}` }) },
};
