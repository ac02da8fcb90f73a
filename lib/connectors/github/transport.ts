import http from "node:http";
import https from "node:https";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { guardedLookup } from "@/lib/net/ssrf-guard";

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const brotli = promisify(zlib.brotliDecompress);

/** A REST answer larger than this is not GitHub's (a page of 100 repositories is well under 1 MB). */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export interface GuardedTransport {
  fetch: typeof fetch;
  close(): void;
}

/**
 * The `fetch` Octokit calls, on node:http(s) rather than the global fetch so that every connection goes through
 * `guardedLookup`: a tenant's GitHub Enterprise host that re-resolves to an internal address after the
 * configuration check (DNS rebinding) is still refused. Each attempt gets its own deadline; the sync's signal
 * (passed by Octokit as `init.signal`) aborts it as an AbortError, which Octokit's retry plugin does not retry,
 * while a deadline or network failure is a plain error that it retries. Redirects are followed only within the
 * same origin, so the token never travels to another host. Bodies are read whole before the Response exists: a
 * cut-off body is an error here, never an empty page.
 */
export function guardedTransport(options: { allowPrivate: boolean; timeoutMs: number }): GuardedTransport {
  const lookup = guardedLookup(options.allowPrivate);
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets: 16 }),
    "https:": new https.Agent({ keepAlive: true, maxSockets: 16 }),
  };

  async function once(url: URL, init: RequestInit): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const protocol = url.protocol as "http:" | "https:";
    const headers = new Headers(init.headers);
    headers.set("accept-encoding", "gzip, deflate, br");
    const body = typeof init.body === "string" ? init.body : undefined;
    try {
      return await new Promise((resolve, reject) => {
        const request = (protocol === "https:" ? https : http).request(
          url,
          { method: init.method ?? "GET", headers: Object.fromEntries(headers), agent: agents[protocol], lookup: lookup as never, signal },
          (res) => {
            const chunks: Buffer[] = [];
            let size = 0;
            res.on("data", (chunk: Buffer) => {
              size += chunk.length;
              if (size > MAX_BODY_BYTES) return res.destroy(new Error(`the answer exceeded ${MAX_BODY_BYTES} bytes`));
              chunks.push(chunk);
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
            res.on("error", reject);
            res.on("aborted", () => reject(new Error("the connection closed before the answer was complete")));
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    } catch (error) {
      if (init.signal?.aborted) throw new DOMException("The sync was aborted", "AbortError");
      if (deadline.aborted) throw new Error(`${url.host} did not answer within ${options.timeoutMs} ms`);
      throw error;
    }
  }

  async function decode(encoding: string | undefined, body: Buffer): Promise<Buffer> {
    switch (encoding?.trim().toLowerCase()) {
      case "gzip":
      case "x-gzip":
        return gunzip(body);
      case "deflate":
        return inflate(body);
      case "br":
        return brotli(body);
      default:
        return body;
    }
  }

  const guardedFetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    let method = init.method ?? "GET";
    for (let hop = 0; ; hop++) {
      const answer = await once(url, { ...init, method });
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400 && answer.status !== 304 && location) {
        const next = new URL(location, url);
        if (next.origin !== url.origin) throw new Error(`${url.host} redirected to another host (${next.host}); not followed`);
        if (hop >= MAX_REDIRECTS) throw new Error(`${url.host} redirected more than ${MAX_REDIRECTS} times`);
        if (answer.status === 303) method = "GET";
        url = next;
        continue;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined || name === "content-encoding" || name === "content-length" || name === "transfer-encoding") continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      const body = NULL_BODY_STATUSES.has(answer.status) ? null : await decode(answer.headers["content-encoding"], answer.body);
      const response = new Response(body === null ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
        status: answer.status,
        headers,
      });
      Object.defineProperty(response, "url", { value: url.toString() });
      return response;
    }
  };

  return {
    fetch: guardedFetch as typeof fetch,
    close() {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}
