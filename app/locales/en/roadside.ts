/** UI strings in English for the roadside area (app/routes/roadside). Every key here must exist in ../es/roadside.ts. */
const roadside = {};

export default roadside;
