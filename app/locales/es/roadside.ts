/** UI strings in Spanish (natural US Spanish) for the roadside area (app/routes/roadside). Same keys as ../en/roadside.ts. */
const roadside = {};

export default roadside;
