/**
 * Every GROQ query the site runs, in one module. Both content sources run these same strings:
 * the local one through groq-js, the Sanity one through the Content Lake.
 */
import { defineQuery } from "groq";
import type { FlowName } from "./schemas.ts";

/** Published brands, with the logo's file resolved (an uploaded image wins over a path). */
export const brandsQuery = defineQuery(`*[_type == "brand"] | order(code asc) {
  code, name, hosts, defaultLanguage,
  "logo": {
    "src": coalesce(logo.image.asset->url, logo.src),
    "width": logo.width, "height": logo.height, "alt": logo.alt
  },
  colors, phones, email, products, experiences, states, endpoints
}`);

/** One brand's site settings, with its code and endpoints taken from the brand document. */
export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && brand->code == $brand][0] {
  "brandCode": brand->code,
  "endpoints": brand->endpoints,
  hero, navigation, signInMenu, footer, popups, messages, limits
}`);

/** One brand's settings document of a flow type (`quoteSettings`, `paymentSettings`, ...). */
export const flowSettingsQuery = defineQuery(`*[_type == $type && brand->code == $brand][0] {
  ...,
  "brandCode": brand->code
}`);

/** Offices listed by a brand (an office with no brands is listed by all), by name. */
export const officesQuery = defineQuery(`*[_type == "office" && (count(brands) == 0 || !defined(brands) || $brand in brands[]->code)] | order(name asc) {
  slug, name, address, city, state, zipcode, latitude, longitude, phone, email, directionsUrl,
  hoursMonFri, hoursSaturday, hoursSunday
}`);

/** One brand's office and review settings. */
export const officeSettingsQuery = defineQuery(`*[_type == "officeSettings" && brand->code == $brand][0] {
  ...,
  "brandCode": brand->code
}`);

/** Static reviews and testimonials of a brand, newest and first-ordered first. */
export const reviewsQuery = defineQuery(`{
  "reviews": *[_type == "review" && (count(brands) == 0 || !defined(brands) || $brand in brands[]->code)] | order(date desc, _id asc) {
    "id": _id, author, rating, text, language, city, date
  },
  "testimonials": *[_type == "testimonial" && (count(brands) == 0 || !defined(brands) || $brand in brands[]->code)] | order(order asc, _id asc) {
    "id": _id, name, city, quote, rating
  }
}`);

/** The brand's page at an address (a page with no brands is every brand's). */
export const pageQuery = defineQuery(`*[_type == "page" && slug == $slug && (count(brands) == 0 || !defined(brands) || $brand in brands[]->code)][0] {
  slug, title, description, sections
}`);

/** The addresses of the brand's pages, for the sitemap. */
export const pageSlugsQuery = defineQuery(`*[_type == "page" && (count(brands) == 0 || !defined(brands) || $brand in brands[]->code)] | order(slug asc).slug`);

/** The carriers a brand quotes (doc2 §3, §4; doc3 §3), by carrier id, with the codes of their brands. */
export const carriersQuery = defineQuery(`*[_type == "carrier" && $brand in brands[]->code] | order(carrierId asc) {
  ...,
  "brands": brands[]->code
}`);

/** Cheapest possible question: does the source answer, and does it hold any brand? */
export const readinessQuery = defineQuery(`count(*[_type == "brand"])`);

export type QueryParams = Record<string, string | number | boolean>;

export function flowSettingsParams(flow: FlowName, brand: string): QueryParams {
  return { type: flow, brand };
}
