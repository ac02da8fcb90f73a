import { z } from "zod";
import type { Connector } from "../types";

// Placeholder until the connector is built: lists nothing and has no tests.
export const awsConnector: Connector = {
  id: "aws",
  name: "Amazon Web Services",
  description: "",
  category: "cloud",
  configSchema: z.strictObject({}),
  credentialSchema: z.strictObject({}),
  leastPrivilege: { summary: "" },
  resourceTypes: [],
  tests: [],
  mode: "pull",
};
