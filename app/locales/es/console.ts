/** UI strings in Spanish (natural US Spanish) for the console area (app/routes/console). Same keys as ../en/console.ts. */
const agentConsole = {};

export default agentConsole;
