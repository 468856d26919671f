/** UI strings in English for the console area (app/routes/console). Every key here must exist in ../es/console.ts. */
const agentConsole = {};

export default agentConsole;
