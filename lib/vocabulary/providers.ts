// The systems an integration connects to: one connector each (lib/connectors), in the catalog's order.

export const INTEGRATION_PROVIDERS = ["github", "aws", "google_workspace", "okta", "postgresql", "https", "email_domain", "agent", "custom"] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** The connectors' names, for filters and wherever a provider id would show (each connector's `name` is the same). */
export const INTEGRATION_PROVIDER_LABELS = {
  github: "GitHub",
  aws: "Amazon Web Services",
  google_workspace: "Google Workspace",
  okta: "Okta",
  postgresql: "PostgreSQL",
  https: "HTTPS endpoint",
  email_domain: "E-mail domain",
  agent: "Device agent",
  custom: "Custom resources",
} as const satisfies Record<IntegrationProvider, string>;

export const PROVIDER_CATEGORIES = ["code", "cloud", "identity", "database", "network", "devices", "custom"] as const;
export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];

export const PROVIDER_CATEGORY_LABELS = {
  code: "Code",
  cloud: "Cloud",
  identity: "Identity",
  database: "Databases",
  network: "Network",
  devices: "Devices",
  custom: "Custom",
} as const satisfies Record<ProviderCategory, string>;
