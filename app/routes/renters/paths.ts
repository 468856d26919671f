/** The renters area's addresses (English; localize with `localizePath`). */
export const rentersPaths = { quote: "/renters", results: "/renters/results", declarations: "/renters/declarations", outOfState: "/out-of-state" } as const;
