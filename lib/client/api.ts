/** Browser-side calls to our REST API (the console session cookie authenticates them). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** Validation problems keyed by their path, for inline form errors. */
  fieldErrors(): Record<string, string> {
    if (this.code !== "validation_failed" || !Array.isArray(this.details)) return {};
    const out: Record<string, string> = {};
    for (const issue of this.details as { path: string; message: string }[]) out[issue.path] ??= issue.message;
    return out;
  }
}

export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(path, {
    ...rest,
    headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...rest.headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    credentials: "same-origin",
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : {};
  if (!response.ok) {
    const error = body?.error ?? {};
    throw new ApiError(response.status, error.code ?? "internal_error", error.message ?? `Request failed (${response.status})`, error.details);
  }
  return body as T;
}
