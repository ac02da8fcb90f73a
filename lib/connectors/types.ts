import type { z } from "zod";
import type { PopulationKind } from "@/db/audit-populations";
import type { IntegrationMode } from "@/db/integrations";
import type { Logger } from "@/lib/log";
import type { IntegrationProvider, ProviderCategory, TestOutcome, TestSeverity } from "@/lib/vocabulary";
import type { ControlTheme } from "./control-themes";

/**
 * The contract every connector (one external system behind its official SDK) fulfils. The integrations domain
 * (lib/integrations) stores the account's connection, runs `discover`, evaluates every test over what it
 * yields and keeps the results; a connector never touches the database and never sees another account.
 */

export interface Evaluation {
  outcome: TestOutcome;
  /** One sentence a person reads: what was found on this resource ("main requires 1 approving review; 2 are required"). */
  detail: string;
}

/**
 * A value a connector could not read (403, a timeout on one call, an API the account lacks). Stored in the
 * resource's attributes in place of the value; a test that needs it answers `error` with the message.
 */
export interface AttributeError {
  $error: string;
}

export type Attributes = Record<string, unknown>;

/** One thing a sync found: a repository, an IAM user, a bucket, a database role, a TLS endpoint, a workforce user. */
export interface DiscoveredResource {
  /** One of the connector's `resourceTypes[].type`, e.g. `github.repository`. */
  type: string;
  /** Stable across syncs (the vendor's id, an ARN, a role name, a URL), unique per type within one integration. */
  externalId: string;
  /** What a person calls it (`acme/api`, `alice@acme.com`, `arn:aws:s3:::logs`). */
  name: string;
  /** The snapshot the tests read; plain JSON, only what tests and auditors need (never secrets). */
  attributes: Attributes;
}

export interface ResourceType {
  type: string;
  name: string;
  description: string;
  /** Attribute name → what it holds, for people writing custom tests (CEL) over this type. */
  attributes: Record<string, string>;
  /** Push connectors: what an attributes object must look like (the push route answers 400 otherwise). */
  schema?: z.ZodType<Attributes>;
}

export interface Remediation {
  /** Steps in the vendor's console. */
  console: string;
  /** A CLI or API command that fixes or checks it. */
  command: string;
}

/** A named check over one resource type, built into a connector. */
export interface TestDefinition {
  /** `<provider>.<resource>.<check>`, e.g. `github.repo.default_branch_protected`; never renamed once shipped. */
  id: string;
  resourceType: string;
  title: string;
  /** What is checked, precisely. */
  description: string;
  /** Why it matters (the risk). */
  rationale: string;
  remediation: Remediation;
  severity: TestSeverity;
  /** The control themes it evidences; the controls per framework follow from control-themes.ts. */
  themes: ControlTheme[];
  evaluate(attributes: Attributes, resource: { name: string; externalId: string }): Evaluation;
}

export interface ConnectorContext<Config, Credentials> {
  config: Config;
  credentials: Credentials;
  /** Aborted when the sync's deadline passes or the server stops: pass it to every SDK call. */
  signal: AbortSignal;
  log: Logger;
  now: Date;
  /** ALLOW_PRIVATE_INTEGRATION_TARGETS: may this connector reach loopback/private addresses? (lib/net/ssrf-guard.ts) */
  allowPrivateTargets: boolean;
}

export interface ConnectionCheck {
  ok: boolean;
  /** What worked or what failed, in words ("Signed in to org acme as octocat; can read 214 repositories"). */
  message: string;
}

export interface LeastPrivilege {
  /** What to grant, in a few sentences. */
  summary: string;
  /** The grant itself, ready to paste: an IAM policy, a role's SQL, the token scopes. */
  document?: { format: "json" | "sql" | "text"; content: string };
}

/** One item of a population read from the system itself (a merged pull request as a change). */
export interface PopulationItem {
  /** Unique within the population and stable: what the auditor names when testing it (`acme/api#123`). */
  key: string;
  /** When it happened, as ISO 8601 (a merge time). */
  occurredAt: string;
  /** What the auditor reads beside the key: title, author, link. */
  data: Record<string, string>;
}

/**
 * A population the connector asks its system for on demand, for an audit's period (the last sync's resources do not
 * hold it). Runs outside any transaction with the caller's deadline on `ctx.signal`.
 */
export interface PopulationPull<Config, Credentials> {
  /** The population kind it lists (db/audit-populations.ts POPULATION_KINDS). */
  kind: PopulationKind;
  /** What the rows are, in words, for the console ("Pull requests merged in the period, in every repository"). */
  description: string;
  pull(ctx: ConnectorContext<Config, Credentials>, window: { from: Date; toExclusive: Date }): AsyncIterable<PopulationItem>;
}

export interface Connector<Config = unknown, Credentials = unknown> {
  id: IntegrationProvider;
  name: string;
  description: string;
  category: ProviderCategory;
  /** Strict zod objects: the API validates them, the console draws its form from their JSON Schema. */
  configSchema: z.ZodType<Config>;
  /** Stored sealed (AES-GCM under AUTH_SECRET), never answered; `z.object({})` when none. */
  credentialSchema: z.ZodType<Credentials>;
  leastPrivilege: LeastPrivilege;
  resourceTypes: ResourceType[];
  tests: TestDefinition[];
  /**
   * `pull`: the server calls `discover` on a schedule. `push`: resources arrive over the API
   * (POST /api/v1/integrations/{id}/resources), e.g. from the device agent; `discover` is absent.
   */
  mode: IntegrationMode;
  /**
   * Push connectors: the resource types this integration accepts, when they depend on its configuration
   * (the custom connector's declared types); default: `resourceTypes`.
   */
  pushTypes?(config: Config): ResourceType[];
  /** One cheap call that proves the configuration and credentials work. */
  checkConnection?(ctx: ConnectorContext<Config, Credentials>): Promise<ConnectionCheck>;
  /**
   * Streams what the system holds, page by page (never the whole list in memory). Throws when the sync as
   * a whole cannot go on (bad credentials, unreachable); a value it cannot read for one resource becomes an
   * AttributeError in that resource's attributes instead.
   */
  discover?(ctx: ConnectorContext<Config, Credentials>): AsyncIterable<DiscoveredResource>;
  /** Populations this system lists on demand for a Type II audit (docs/sampling.md). */
  populations?: PopulationPull<Config, Credentials>[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyConnector = Connector<any, any>;
