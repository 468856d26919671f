/** UI strings in English: The quote wizard, from driver 1/3 to get my quotes (doc2 §2–§5). */
const quote = {};

export default quote;
