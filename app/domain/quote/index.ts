/**
 * The pure rules of the auto quote flow (doc2), shared by the browser and the server.
 * Each rule lives once, in the module named for its topic; this file gathers them.
 */
export * from "./affiliate";
export * from "./codes";
export * from "./contact";
export * from "./coverage";
export * from "./dates";
export * from "./driver-address";
export * from "./driver-modal";
export * from "./driver-steps";
export * from "./fields";
export * from "./lookup-forms";
export * from "./message-keys";
export * from "./pay-plan";
export * from "./progress";
export * from "./quote-cards";
export * from "./revisit";
export * from "./vehicle";
export * from "./waiting";
