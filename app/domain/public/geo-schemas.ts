/** Coordinates as zod schemas, for parsing content and requests (the rule is `coordinateValue` in geo.ts). */
import { z } from "zod";
import { LATITUDE_LIMIT, LONGITUDE_LIMIT, coordinateValue } from "./geo.ts";

const coordinate = (limit: number) =>
  z.unknown().transform((value, context) => {
    const number = coordinateValue(value, limit);
    if (number === null) {
      context.addIssue({ code: "custom", message: `Expected a number between -${limit} and ${limit}` });
      return z.NEVER;
    }
    return number;
  });
export const latitudeSchema = coordinate(LATITUDE_LIMIT);
export const longitudeSchema = coordinate(LONGITUDE_LIMIT);
export const latLngSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });
