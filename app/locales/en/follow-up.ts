/** UI strings in English for the follow-up area (app/routes/follow-up). Every key here must exist in ../es/follow-up.ts. */
const followUp = {};

export default followUp;
