// The connectors: one module per external system, each on its vendor's official SDK (lib/connectors/types.ts).
import { agentConnector } from "./agent/connector";
import { awsConnector } from "./aws/connector";
import { customConnector } from "./custom/connector";
import { emailDomainConnector } from "./email-domain/connector";
import { githubConnector } from "./github/connector";
import { googleWorkspaceConnector } from "./google-workspace/connector";
import { httpsConnector } from "./https/connector";
import { oktaConnector } from "./okta/connector";
import { postgresqlConnector } from "./postgresql/connector";
import type { AnyConnector, TestDefinition } from "./types";
import type { IntegrationProvider } from "@/lib/vocabulary";

export const CONNECTORS: readonly AnyConnector[] = [
  githubConnector,
  awsConnector,
  googleWorkspaceConnector,
  oktaConnector,
  postgresqlConnector,
  httpsConnector,
  emailDomainConnector,
  agentConnector,
  customConnector,
];

const byId = new Map<string, AnyConnector>(CONNECTORS.map((c) => [c.id, c]));
const testsById = new Map<string, { connector: AnyConnector; test: TestDefinition }>(
  CONNECTORS.flatMap((connector) => connector.tests.map((test) => [test.id, { connector, test }] as const)),
);

export function connectorOf(id: IntegrationProvider | string): AnyConnector | undefined {
  return byId.get(id);
}

/** A built-in test by id, with the connector that ships it. */
export function builtinTest(id: string): { connector: AnyConnector; test: TestDefinition } | undefined {
  return testsById.get(id);
}

export { CONTROL_THEMES, controlsOfThemes } from "./control-themes";
export type { ControlTheme, ThemeControlRef } from "./control-themes";
export { attributeError, daysBetween, defineTest, describeError, errored, failing, isAttributeError, notApplicable, passing } from "./define-test";
export { PROVIDER_CATEGORIES, INTEGRATION_PROVIDERS, type ProviderCategory, type IntegrationProvider } from "@/lib/vocabulary";
export type {
  AnyConnector,
  AttributeError,
  Attributes,
  ConnectionCheck,
  Connector,
  ConnectorContext,
  DiscoveredResource,
  Evaluation,
  LeastPrivilege,
  PopulationItem,
  PopulationPull,
  Remediation,
  ResourceType,
  TestDefinition,
} from "./types";
