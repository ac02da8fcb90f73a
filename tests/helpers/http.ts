import { assertResponseMatchesDocument } from "./openapi-contract";

type RouteHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  method?: string;
  path: string;
  /** JSON body (serialised), or a raw string / FormData / bytes / stream sent as is. */
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
 * Calls a real route handler with an HTTP-shaped request, the way Next invokes it, checks the answer
 * against the published OpenAPI document (status, content type, body, headers; see openapi-contract.ts)
 * and decodes the JSON answer. Tests use this instead of reaching into services.
 */
export async function call<T = any>(handler: RouteHandler, options: CallOptions): Promise<CallResult<T>> {
  const { request, response } = await send(handler, options);
  const text = await response.text();
  // Every answer must be what the published OpenAPI document says this operation answers.
  assertResponseMatchesDocument(handler, { method: request.method, path: options.path }, { status: response.status, headers: response.headers, text });
  let parsed: any = text;
  if ((response.headers.get("content-type") ?? "").includes("json") && text) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** `call` for a binary answer (a ZIP, a PDF): the bytes as sent, the answer still checked against the document. */
export async function callBytes(handler: RouteHandler, options: CallOptions): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const { request, response } = await send(handler, options);
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = (response.headers.get("content-type") ?? "").includes("json") ? bytes.toString("utf8") : "";
  assertResponseMatchesDocument(handler, { method: request.method, path: options.path }, { status: response.status, headers: response.headers, text });
  return { status: response.status, headers: response.headers, bytes };
}

async function send(handler: RouteHandler, options: CallOptions): Promise<{ request: Request; response: Response }> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || typeof options.body === "string" || options.body instanceof Uint8Array || options.body instanceof ReadableStream) {
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
    // A stream body (a slow or cut upload) is sent as it comes.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  return { request, response };
}
