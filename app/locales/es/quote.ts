/** UI strings in Spanish: The quote wizard, from driver 1/3 to get my quotes (doc2 §2–§5). Same keys as ../en/quote.ts. */
import type en from "../en/quote";

const quote: typeof en = {};

export default quote;
