// The audits domain's route specs: the customer's audits, the auditor's portal, Type II populations and samples.
export * from "./auditor-routes";
export * from "./population-routes";
export * from "./routes";
export * from "./sample-routes";
