type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path: string;
  /** JSON body (serialised), or a raw string / FormData / bytes sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  token?: string;
  apiKey?: string;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * Calls a real route handler with an HTTP-shaped request, the way Next invokes it, and decodes
 * the JSON answer. Tests use this instead of reaching into services.
 */
export async function call<T = any>(handler: RouteHandler, options: CallOptions): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || typeof options.body === "string" || options.body instanceof Uint8Array) {
    body = options.body as BodyInit;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.apiKey) headers["x-api-key"] = options.apiKey;
  const request = new Request(`http://localhost:3000${options.path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let parsed: any = text;
  if ((response.headers.get("content-type") ?? "").includes("json") && text) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed, text };
}
