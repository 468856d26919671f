/** UI strings in English: Quote results: loading, cards, buy now, agents, previous and saved quotes (doc2 §2, §4, §7–§9). */
const quotes = {};

export default quotes;
