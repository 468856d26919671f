/** The roadside pages' addresses (English form; localizePath adds /es). */
export const roadsidePaths = {
  landing: "/roadside",
  buy: "/roadside/buy",
  return: "/roadside/return",
  outOfState: "/out-of-state",
} as const;
