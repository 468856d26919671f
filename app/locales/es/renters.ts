/** UI strings in Spanish (natural US Spanish) for the renters area (app/routes/renters). Same keys as ../en/renters.ts. */
const renters = {};

export default renters;
