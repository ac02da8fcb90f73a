/** Browser-side calls to our REST API (same origin: the console session or auditor cookie rides along). */
export interface ApiIssue {
  path: string;
  message: string;
  /** CSV import problems also name their row and column. */
  row?: number;
  column?: string | null;
}

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

  /** The `{path, message}` items of a validation error. */
  issues(): ApiIssue[] {
    return this.code === "validation_failed" && Array.isArray(this.details) ? (this.details as ApiIssue[]) : [];
  }

  /** Validation problems keyed by their path (the first per path), for inline form errors. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const issue of this.issues()) out[issue.path] ??= issue.message;
    return out;
  }
}

/** "controls.0.controlId" → "Controls", "expires_at" → "Expires at": the field a person filled in, not the wire path. */
export function fieldLabel(path: string): string {
  const head = path.split(".")[0] ?? "";
  const words = head
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1) : "";
}

/** One readable line for an error: every validation problem with the field it is about, else the message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const issues = error.issues();
    if (issues.length > 0) {
      const lines = issues.map((i) => (fieldLabel(i.path) ? `${fieldLabel(i.path)}: ${i.message}` : i.message));
      return [...new Set(lines)].join("; ");
    }
    return error.message;
  }
  return error instanceof Error ? error.message : "Something went wrong.";
}

/** The whole response body (envelope included); throws `ApiError` for any non-2xx answer. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(path, {
    ...rest,
    headers: { accept: "application/json", ...(json !== undefined ? { "content-type": "application/json" } : {}), ...rest.headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    credentials: "same-origin",
  });
  const text = await response.text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; details?: unknown } }).error ?? {};
    throw new ApiError(response.status, error.code ?? "internal_error", error.message ?? `Request failed (${response.status})`, error.details);
  }
  return body as T;
}

/** The `data` of a success envelope. POST when a body or form is given, else GET, unless `method` says. */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown; form?: FormData } = {}): Promise<T> {
  const hasBody = init.form !== undefined || init.body !== undefined;
  const response = await apiFetch<{ data?: T }>(path, {
    method: init.method ?? (hasBody ? "POST" : "GET"),
    ...(init.form ? { body: init.form } : init.body !== undefined ? { json: init.body } : {}),
  });
  return response.data as T;
}

/** Every item of a paginated list, following `nextCursor` (for short lists such as frameworks and their controls). */
export async function apiAll<T>(path: string, maxPages = 20): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const sep = path.includes("?") ? "&" : "?";
    const url: string = `${path}${sep}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const body: { data?: T[]; pagination?: { nextCursor?: string | null } } = await apiFetch(url);
    items.push(...(body.data ?? []));
    cursor = body.pagination?.nextCursor ?? null;
    if (!cursor) break;
  }
  return items;
}
