import { z } from "zod";
import type { Connector } from "../types";

// Placeholder until the connector is built: lists nothing and has no tests.
export const postgresqlConnector: Connector = {
  id: "postgresql",
  name: "PostgreSQL",
  description: "",
  category: "database",
  configSchema: z.strictObject({}),
  credentialSchema: z.strictObject({}),
  leastPrivilege: { summary: "" },
  resourceTypes: [],
  tests: [],
  mode: "pull",
};
