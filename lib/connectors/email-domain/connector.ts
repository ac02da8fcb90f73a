import { z } from "zod";
import type { Connector } from "../types";

// Placeholder until the connector is built: lists nothing and has no tests.
export const emailDomainConnector: Connector = {
  id: "email_domain",
  name: "E-mail domain",
  description: "",
  category: "network",
  configSchema: z.strictObject({}),
  credentialSchema: z.strictObject({}),
  leastPrivilege: { summary: "" },
  resourceTypes: [],
  tests: [],
  mode: "pull",
};
