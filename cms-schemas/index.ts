/**
 * The content model: every Sanity type the site reads. The studio (studio/sanity.config.ts)
 * registers `schemaTypes`; the site's queries live in app/.server/content/queries.ts.
 */
import { brand } from "./brand.ts";
import { flowSettingsTypes } from "./flow-settings.ts";
import { objectTypes } from "./objects.ts";
import { carrier, carrierObjectTypes } from "./carrier.ts";
import { followUpObjectTypes } from "./settings/follow-up.ts";
import { labelOverride, labelSettings } from "./labels.ts";
import { office, officeSettings, reviewLocation } from "./office.ts";
import { page, pageObjectTypes } from "./page.ts";
import { review } from "./review.ts";
import { testimonial } from "./testimonial.ts";
import { siteSettings } from "./site-settings.ts";
import type { TypeDefinition } from "./types.ts";
import { widgetObjectTypes, widgetSettings } from "./widget-settings.ts";

/** Document types editors create, in the order the studio lists them. */
export const documentTypes: TypeDefinition[] = [
  brand,
  siteSettings,
  ...flowSettingsTypes,
  officeSettings,
  carrier,
  office,
  review,
  testimonial,
  page,
  widgetSettings,
  labelSettings,
];

export const schemaTypes: TypeDefinition[] = [
  ...documentTypes,
  ...objectTypes,
  reviewLocation,
  ...widgetObjectTypes,
  ...carrierObjectTypes,
  ...followUpObjectTypes,
  ...pageObjectTypes,
  labelOverride,
];

export type { TypeDefinition, FieldDefinition } from "./types.ts";
