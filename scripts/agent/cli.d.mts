// Types of cli.mjs for the TypeScript tests (tsc does not read .mjs files).
import type { HostReport } from "./collect.mjs";
import type { ApiAnswer } from "./send.mjs";

export declare const EXIT_OK: 0;
export declare const EXIT_REFUSED: 1;
export declare const EXIT_USAGE: 2;
export declare const HELP: string;

export interface CliIo {
  env?: Record<string, string | undefined>;
  stdout?: (text: string) => void;
  stderr?: (text: string) => void;
  collect?: () => Promise<HostReport>;
  fetch?: typeof fetch;
  retryDelayMs?: number;
}

export declare function parseArgs(argv: string[]): { options: Record<string, string | boolean> } | { error: string };
export declare function main(argv: string[], io?: CliIo): Promise<number>;
export declare function refusal(answer: ApiAnswer, url: string): string;
export declare function summary(
  report: HostReport,
  data: { sync?: Record<string, unknown>; resources?: { created?: boolean }[] } | null | undefined,
  host: { results: { testId: string; outcome: string; detail: string }[] } | null,
  url: string,
): string;
