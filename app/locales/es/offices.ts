/** UI strings in Spanish: Offices, office maps, the nearest-office banner and reviews (doc1 §2). Same keys as ../en/offices.ts. */
import type en from "../en/offices";

const offices: typeof en = {};

export default offices;
