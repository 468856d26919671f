/** UI strings in Spanish (natural US Spanish) for the portal area (app/routes/portal). Same keys as ../en/portal.ts. */
const portal = {};

export default portal;
