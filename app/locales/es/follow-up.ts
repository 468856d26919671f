/** UI strings in Spanish (natural US Spanish) for the follow-up area (app/routes/follow-up). Same keys as ../en/follow-up.ts. */
const followUp = {};

export default followUp;
