/** UI strings in English for the portal area (app/routes/portal). Every key here must exist in ../es/portal.ts. */
const portal = {};

export default portal;
