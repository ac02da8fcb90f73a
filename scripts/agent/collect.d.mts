// Types of collect.mjs for the TypeScript tests (tsc does not read .mjs files).

export declare const AGENT_VERSION: string;
export declare const RESOURCE_TYPE: "agent.host";
export declare const PROBE_TIMEOUT_MS: number;
export declare const UPDATES_TIMEOUT_MS: number;

export interface RunResult {
  /** Exit code; null when the program could not run or was stopped. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** Why it did not run to completion: "not installed", "timed out after 5 s", … */
  error?: string;
}

/** Runs a program with an argument array, never through a shell. */
export type Run = (cmd: string, args: string[], options?: { timeoutMs?: number }) => Promise<Partial<RunResult>>;

export interface CollectDeps {
  platform?: string;
  run?: Run;
  readFile?: (path: string) => Promise<string>;
  readdir?: (path: string) => Promise<string[]>;
  stat?: (path: string) => Promise<{ mtimeMs: number }>;
  realpath?: (path: string) => Promise<string>;
  now?: () => Date;
  hostname?: string;
  osRelease?: string;
  username?: string;
  homedir?: string;
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
  updatesTimeoutMs?: number;
}

export interface HostAttributes {
  hostname: string;
  os: "linux" | "darwin" | "windows" | "other";
  osVersion: string;
  agentVersion: string;
  reportedAt: string;
  diskEncrypted: boolean | null;
  diskEncryptionMethod: string | null;
  firewallEnabled: boolean | null;
  screenLockEnabled: boolean | null;
  screenLockTimeoutSeconds: number | null;
  pendingUpdates: number | null;
  pendingSecurityUpdates: number | null;
  updatesCheckedAt: string | null;
  notes: string[];
}

export interface HostReport {
  type: "agent.host";
  externalId: string;
  name: string;
  attributes: HostAttributes;
}

export declare function createRun(options?: { env?: Record<string, string | undefined>; platform?: string }): Run;
export declare function collectReport(deps?: CollectDeps): Promise<HostReport>;
export declare function stableId(value: string): string;
export declare function describeFailure(result: RunResult, label: string): string;
export declare function inputFilteredNft(text: string): boolean;
export declare function inputFilteredIptables(text: string): boolean;
export declare function parseAptSimulation(text: string): { total: number; security: number };
export declare function parseDnfCheckUpdate(text: string): number;
export declare function parseDnfSecurity(text: string): number;
export declare function parseSoftwareUpdate(text: string): { label: string; title: string; version: string }[];
export declare function parseReg(text: string): Record<string, string | number>;
export declare function parseNetshProfiles(text: string): { profile: string; on: boolean }[];
export declare function parsePowercfg(text: string): { ac: number; dc: number } | null;
