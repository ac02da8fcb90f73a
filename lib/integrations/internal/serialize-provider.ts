import { z } from "zod";
import type { AnyConnector } from "@/lib/connectors";
import type { ProviderResponse } from "../schemas";
import { populationKindsOf } from "./population-sources";

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", reused: "inline" }) as Record<string, unknown>;
  return rest;
};

const cache = new Map<string, ProviderResponse>();

/** A connector as the API describes it: the JSON Schemas the console draws its forms from, and its tests. */
export function toProvider(connector: AnyConnector): ProviderResponse {
  let dto = cache.get(connector.id);
  if (!dto) {
    dto = {
      id: connector.id,
      name: connector.name,
      description: connector.description,
      category: connector.category,
      mode: connector.mode,
      configSchema: jsonSchema(connector.configSchema),
      credentialSchema: jsonSchema(connector.credentialSchema),
      leastPrivilege: { summary: connector.leastPrivilege.summary, document: connector.leastPrivilege.document ?? null },
      resourceTypes: connector.resourceTypes.map(({ type, name, description, attributes }) => ({ type, name, description, attributes })),
      tests: connector.tests.map((t) => ({ id: t.id, resourceType: t.resourceType, title: t.title, severity: t.severity })),
      populationKinds: populationKindsOf(connector),
    };
    cache.set(connector.id, dto);
  }
  return dto;
}
