/** UI strings in English for the renters area (app/routes/renters). Every key here must exist in ../es/renters.ts. */
const renters = {};

export default renters;
