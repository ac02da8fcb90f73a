import { z } from "zod";
import type { Connector, ResourceType } from "../types";
import { prose } from "@/lib/format/prose";

const typeName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/, "Lower-case words separated by dots or underscores, e.g. vendor.saas_app")
  .max(100);

export const customConfig = z.strictObject({
  resourceTypes: z
    .array(
      z.strictObject({
        type: typeName.describe("Stored as custom.<type>"),
        name: z.string().trim().min(1).max(200),
        description: z.string().trim().max(2000).default(""),
      }),
    )
    .min(1)
    .max(50)
    .refine((types) => new Set(types.map((t) => t.type)).size === types.length, "Each type once"),
});
export type CustomConfig = z.output<typeof customConfig>;

/** `custom.<declared type>`, so declared types never collide with a connector's own. */
export const customType = (declared: string) => `custom.${declared}`;

/**
 * Systems no connector covers: the account declares resource types and pushes resources of them over the API;
 * its own tests (CEL expressions, POST /api/v1/tests) check them.
 */
export const customConnector: Connector<CustomConfig, Record<string, never>> = {
  id: "custom",
  name: "Custom resources",
  description: prose(
    "Declare your own resource types (a SaaS app's users, a vendor's settings, an internal system) and push resources over the API;",
    "write tests for them as CEL expressions.",
  ),
  category: "custom",
  mode: "push",
  configSchema: customConfig,
  credentialSchema: z.strictObject({}),
  leastPrivilege: {
    summary: prose(
      "Nothing is pulled, so nothing is granted on your systems. Pushes take an API key of the account (or a signed-in member's",
      "credential); keep the key in the pushing job's secrets and revoke it when the job goes.",
    ),
  },
  resourceTypes: [],
  pushTypes: (config): ResourceType[] =>
    config.resourceTypes.map((t) => ({ type: customType(t.type), name: t.name, description: t.description, attributes: {} })),
  tests: [],
};
