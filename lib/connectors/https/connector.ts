import { z } from "zod";
import type { Connector } from "../types";

// Placeholder until the connector is built: lists nothing and has no tests.
export const httpsConnector: Connector = {
  id: "https",
  name: "HTTPS endpoint",
  description: "",
  category: "network",
  configSchema: z.strictObject({}),
  credentialSchema: z.strictObject({}),
  leastPrivilege: { summary: "" },
  resourceTypes: [],
  tests: [],
  mode: "pull",
};
