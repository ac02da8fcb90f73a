// Types of send.mjs for the TypeScript tests (tsc does not read .mjs files).

export declare const REQUEST_TIMEOUT_MS: number;
export declare const RETRY_DELAY_MS: number;
export declare const API_KEY_PREFIX: string;

export interface SendOptions {
  url: string;
  key: string;
  integrationId: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retryDelayMs?: number;
  allowHttp?: boolean;
}

export interface ApiAnswer {
  ok: boolean;
  /** 0 when the server could not be reached. */
  status: number;
  /** The decoded JSON answer (the `{success, data}` or `{success, error}` envelope), or null. */
  body: unknown;
  text: string;
  attempts: number;
  networkError?: string;
  location?: string;
}

export declare function authHeaders(key: string): Record<string, string>;
export declare function resourcesUrl(base: string, integrationId: string, options?: { allowHttp?: boolean }): { url: string } | { error: string };
export declare function request(
  url: string,
  init: RequestInit,
  options?: { fetch?: typeof fetch; timeoutMs?: number; retryDelayMs?: number },
): Promise<ApiAnswer>;
export declare function sendReport(options: SendOptions & { resources: unknown[] }): Promise<ApiAnswer>;
export declare function fetchHostResults(
  options: SendOptions & { externalId: string },
): Promise<{ name: string; results: { testId: string; outcome: string; detail: string }[] } | null>;
