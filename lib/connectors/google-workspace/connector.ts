import { z } from "zod";
import type { Connector } from "../types";

// Placeholder until the connector is built: lists nothing and has no tests.
export const googleWorkspaceConnector: Connector = {
  id: "google_workspace",
  name: "Google Workspace",
  description: "",
  category: "identity",
  configSchema: z.strictObject({}),
  credentialSchema: z.strictObject({}),
  leastPrivilege: { summary: "" },
  resourceTypes: [],
  tests: [],
  mode: "pull",
};
