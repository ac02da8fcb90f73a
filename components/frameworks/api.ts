/** Browser-side calls to the custom-framework API (same origin: the session cookie rides along). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** `{path, message}` items of a validation error (CSV ones also carry row and column). */
  issues(): { path: string; message: string; row?: number; column?: string | null }[] {
    return this.code === "validation_failed" && Array.isArray(this.details) ? (this.details as { path: string; message: string }[]) : [];
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: string | undefined;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers["content-type"] = "application/json";
  }
  const res = await fetch(path, { method: init.method ?? (body ? "POST" : "GET"), headers, body, credentials: "same-origin" });
  const json = await res.json().catch(() => null);
  if (!res.ok) {
    const error = json?.error;
    throw new ApiError(res.status, error?.code ?? "internal_error", error?.message ?? `Request failed (${res.status})`, error?.details);
  }
  return json?.data as T;
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const issues = error.issues();
    if (issues.length > 0) return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join("; ");
    return error.message;
  }
  return error instanceof Error ? error.message : "Something went wrong.";
}

export const CF = "/api/v1/custom-frameworks";
