/**
 * Demo data: the states each seed brand quotes in (`*` for any other brand). It mirrors the seed
 * brands' `states` (studio/seed/brands.ts): Texas everywhere; Arizona and New Mexico for
 * bluebonnet; California for delsol, whose California page (/get-a-quote-ca) quotes Los Angeles
 * zips such as 90001. REFERENCE_SERVED_STATES overrides it (platform/reference/served-states.ts).
 */
export const seedServedStates: Record<string, readonly string[]> = {
  "*": ["TX"],
  bluebonnet: ["TX", "AZ", "NM"],
  delsol: ["TX", "CA"],
};
