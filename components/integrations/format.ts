import type { IntegrationResponse, ProviderResponse } from "@/lib/integrations";
import type { SyncOutcome } from "@/lib/vocabulary";

/** Badge tones of integration and test values; their words are in lib/format/labels.ts. */
export type Tone = "green" | "red" | "amber" | "gray" | "blue";

export function integrationTone(status: IntegrationResponse["status"]): Tone {
  if (status === "not_evaluated") return "amber";
  return status === "healthy" ? "green" : status === "failing_tests" || status === "sync_failed" ? "red" : status === "syncing" ? "blue" : "gray";
}

export function syncTone(outcome: SyncOutcome): Tone {
  return outcome === "succeeded" ? "green" : outcome === "failed" ? "red" : outcome === "nothing_evaluated" ? "amber" : "blue";
}

export function outcomeTone(outcome: string): Tone {
  return outcome === "passing" ? "green" : outcome === "failing" ? "red" : outcome === "error" ? "amber" : "gray";
}

/** Severity reads as urgency, not as an outcome: only critical is red, so a passing high test does not look like a failure. */
export function severityTone(severity: string): Tone {
  return severity === "critical" ? "red" : severity === "high" ? "amber" : severity === "medium" ? "blue" : "gray";
}

/** The custom provider's declared resource types, as stored in its config (`custom.<type>` on resources). */
export function declaredCustomTypes(config: Record<string, unknown>): { type: string; name: string; description: string }[] {
  const list = Array.isArray(config.resourceTypes) ? config.resourceTypes : [];
  return list.flatMap((t: unknown) => {
    if (!t || typeof t !== "object") return [];
    const { type, name, description } = t as Record<string, unknown>;
    return typeof type === "string"
      ? [{ type: `custom.${type}`, name: typeof name === "string" && name ? name : type, description: typeof description === "string" ? description : "" }]
      : [];
  });
}

/**
 * Resource type → what people call it ("github.repository" → "Repository"), from the providers' catalogue and the
 * custom integrations' declared types. A type neither knows reads as its last part in words.
 */
export function resourceTypeNames(
  providers: readonly ProviderResponse[],
  integrations: readonly Pick<IntegrationResponse, "provider" | "config">[] = [],
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const p of providers) {
    const short = SHORT_PROVIDER_NAMES[p.id] ?? p.name;
    for (const t of p.resourceTypes) names[t.type] = t.name.toLowerCase().includes(short.toLowerCase()) ? t.name : `${short} ${lowerFirst(t.name)}`;
  }
  for (const i of integrations) if (i.provider === "custom") for (const t of declaredCustomTypes(i.config)) names[t.type] ??= t.name;
  return names;
}

/** How a resource type's provider is named in front of it ("AWS IAM user", "GitHub repository"). */
const SHORT_PROVIDER_NAMES: Partial<Record<string, string>> = { aws: "AWS", google_workspace: "Workspace", email_domain: "E-mail" };

/** "Repository" → "repository", but "IAM user" and "PostgreSQL role" stay as written. */
export const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

export function typeName(names: Readonly<Record<string, string>>, type: string): string {
  if (Object.hasOwn(names, type)) return names[type];
  const last = type.slice(type.lastIndexOf(".") + 1).replace(/_/g, " ");
  return last ? last.charAt(0).toUpperCase() + last.slice(1) : type;
}

const WORDS: Record<string, string> = {
  url: "URL",
  urls: "URLs",
  id: "ID",
  api: "API",
  ca: "CA",
  dkim: "DKIM",
  arn: "ARN",
  ssl: "SSL",
  sslmode: "SSL mode",
  email: "e-mail",
  aws: "AWS",
  pem: "PEM",
};

/** A configuration field's name in words: "orgUrl" → "Org URL", "caCertificate" → "CA certificate". */
export function fieldName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .split(" ")
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w);
  const text = words.join(" ");
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : key;
}

/** "3 resources", "1 resource". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
}
