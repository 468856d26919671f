/**
 * Offices (doc1 §3 "Office location") and the per-brand settings of the office maps, the
 * nearest-office banner and the review widgets (doc1 §2, §9). Empty settings take the spec's
 * defaults (app/domain/content-defaults.ts).
 */
import { officeDefaults as o } from "../app/domain/content-defaults.ts";
import { brandField, numberField } from "./fields.ts";
import type { FieldDefinition, TypeDefinition } from "./types.ts";

const hours = (name: string, title: string): FieldDefinition => ({
  name,
  title,
  type: "string",
  group: "hours",
  description: "As shown to visitors, e.g. 9:00 am – 6:00 pm. Empty: closed.",
});

export const office: TypeDefinition = {
  name: "office",
  title: "Office",
  type: "document",
  groups: [
    { name: "place", title: "Place", default: true },
    { name: "contact", title: "Contact" },
    { name: "hours", title: "Hours" },
  ],
  fields: [
    { name: "name", title: "Location name", type: "string", group: "place", validation: (r) => r.required() },
    {
      name: "slug",
      title: "Page address",
      type: "string",
      group: "place",
      description: "The office page is /offices/<this>: lower-case letters, digits and dashes.",
      validation: (r) => r.required().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: "lower-case words joined by dashes" }),
    },
    { name: "address", title: "Street address", type: "string", group: "place", validation: (r) => r.required() },
    { name: "city", title: "City", type: "string", group: "place", validation: (r) => r.required() },
    {
      name: "state",
      title: "State",
      type: "string",
      group: "place",
      description: "Two-letter code: TX.",
      validation: (r) => r.required().regex(/^[A-Z]{2}$/, { name: "two capital letters" }),
    },
    { name: "zipcode", title: "Zip code", type: "string", group: "place", validation: (r) => r.required().regex(/^\d{5}$/, { name: "5 digits" }) },
    { name: "latitude", title: "Latitude", type: "number", group: "place", validation: (r) => r.required().min(-90).max(90) },
    { name: "longitude", title: "Longitude", type: "number", group: "place", validation: (r) => r.required().min(-180).max(180) },
    { name: "phone", title: "Phone", type: "string", group: "contact", description: "Display form: (214) 555-0101." },
    { name: "email", title: "E-mail", type: "string", group: "contact", validation: (r) => r.email() },
    {
      name: "directionsUrl",
      title: "Directions link",
      type: "url",
      group: "contact",
      description: "The office on the maps service. Empty: built from the address.",
    },
    hours("hoursMonFri", "Hours Monday to Friday"),
    hours("hoursSaturday", "Hours Saturday"),
    hours("hoursSunday", "Hours Sunday"),
    {
      name: "brands",
      title: "Brands",
      type: "array",
      group: "place",
      description: "Brands that list this office. Empty: every brand.",
      of: [{ type: "reference", to: [{ type: "brand" }] }],
    },
  ],
  preview: { select: { title: "name", subtitle: "city" } },
};

/** A place of the dynamic quote review slider (doc1 §3 "Dynamic review location"). */
export const reviewLocation: TypeDefinition = {
  name: "reviewLocation",
  title: "Review location",
  type: "object",
  fields: [
    { name: "location", title: "Place name", type: "string", validation: (r) => r.required() },
    { name: "latitude", title: "Latitude", type: "number", validation: (r) => r.required().min(-90).max(90) },
    { name: "longitude", title: "Longitude", type: "number", validation: (r) => r.required().min(-180).max(180) },
    { name: "minRating", title: "Minimum rating", type: "number", description: "Reviews rated below this are not shown.", validation: (r) => r.min(0).max(5) },
  ],
};

export const officeSettings: TypeDefinition = {
  name: "officeSettings",
  title: "Office and review settings",
  type: "document",
  groups: [
    { name: "map", title: "Maps", default: true },
    { name: "reviews", title: "Reviews" },
  ],
  fields: [
    brandField,
    {
      name: "mapsApiKey",
      title: "Google Maps browser key",
      type: "string",
      group: "map",
      description:
        "A browser key restricted to the brand's sites. Empty: offices are listed by distance without a map, and places are found with the bundled zip codes.",
    },
    {
      name: "mapsMapId",
      title: "Google Maps map id",
      type: "string",
      group: "map",
      description: `The map id the office maps are drawn with (made in the Google Cloud console beside the key; its markers need one). Empty: ${o.mapId}, Google's demo style.`,
    },
    {
      name: "markerIcon",
      title: "Marker icon",
      type: "string",
      group: "map",
      description: `Path or https address of the marker image. Empty: ${o.markerIcon}.`,
    },
    numberField("searchZoom", "Search zoom", o.searchZoom, "Zoom after a search.", 1, "map"),
    numberField("nearbyLimit", "Nearby offices on an office page", o.nearbyLimit, "", 1, "map"),
    numberField("searchLimit", "Offices listed after a search", o.searchLimit, "", 1, "map"),
    {
      name: "reviewsPlaceQuery",
      title: "Maps-service review place",
      type: "string",
      group: "reviews",
      description: `Text query for the place whose reviews the maps-service slider shows. Empty: "${o.reviewsPlaceQuery}".`,
    },
    numberField("minRating", "Minimum rating shown", o.minRating, "Maps-service reviews rated below this are hidden.", 0, "reviews"),
    {
      name: "negativeKeywords",
      title: "Negative keywords",
      type: "string",
      group: "reviews",
      description: "Comma-separated; a review containing any of them is hidden.",
    },
    {
      name: "quoteSliderType",
      title: "Quote page review slider",
      type: "string",
      group: "reviews",
      description:
        "Below the quote form. Static: the customer reviews in the page's language, as written. Dynamic: the maps service's reviews of each review place, rated at least the place's minimum and free of the negative keywords (without a Maps key, the customer reviews under the same rule).",
      options: {
        list: [
          { title: "Static reviews", value: "static" },
          { title: "Reviews near a place (dynamic)", value: "dynamic" },
        ],
        layout: "radio",
      },
      initialValue: "static",
    },
    {
      name: "reviewLocations",
      title: "Dynamic review places",
      type: "array",
      group: "reviews",
      description: "Each place is looked up by its name around its coordinates. Empty: the maps-service review place above, near Fort Worth.",
      of: [{ type: "reviewLocation" }],
    },
  ],
  preview: { select: { title: "brand.name" }, prepare: (s) => ({ title: `Offices and reviews: ${String(s.title ?? "no brand")}` }) },
};
