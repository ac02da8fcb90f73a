import { declaredCustomTypes, resourceTypeNames } from "@/components/integrations/format";
import type { IntegrationResponse, ProviderResponse } from "@/lib/integrations";
import type { ResourceTypeOption } from "./custom-test-form";

/** The resource types a custom test may check: the account's declared custom types first, then every connector's. */
export function resourceTypeOptions(providers: readonly ProviderResponse[], integrations: readonly IntegrationResponse[]): ResourceTypeOption[] {
  const names = resourceTypeNames(providers, integrations);
  const seen = new Set<string>();
  const custom = integrations
    .filter((i) => i.provider === "custom")
    .flatMap((i) => declaredCustomTypes(i.config).map((t) => ({ type: t.type, label: `${t.name} (${i.name})`, group: "Your custom types", attributes: {} })))
    .filter((t) => !seen.has(t.type) && seen.add(t.type));
  const builtin = providers.flatMap((p) =>
    p.resourceTypes.map((t) => ({ type: t.type, label: names[t.type] ?? t.name, group: p.name, attributes: t.attributes })),
  );
  return [...custom, ...builtin];
}
