/** UI strings in Spanish (natural US Spanish) for the buy area (app/routes/buy). Same keys as ../en/buy.ts. */
const buy = {};

export default buy;
