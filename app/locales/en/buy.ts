/** UI strings in English for the buy area (app/routes/buy). Every key here must exist in ../es/buy.ts. */
const buy = {};

export default buy;
