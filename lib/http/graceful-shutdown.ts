import type http from "node:http";

/**
 * Ending the server process without cutting requests in flight (SIGTERM from a deploy, Kubernetes, `docker stop`).
 * On shutdown: every listener stops accepting connections and closes its idle keep-alive ones; requests in flight
 * run to their end (an upload still arriving, a download still streaming), their answers closing their connection; a
 * request that still arrives on an open keep-alive connection is answered 503 with Retry-After and Connection: close;
 * the process's background work is told to stop (`onShutdown`). All of it within one grace period
 * (SHUTDOWN_GRACE_MS, below Kubernetes' 30 s before SIGKILL); what is still open then is cut. Pure node:http, so
 * it serves scripts/serve.ts's HTTP and HTTPS listeners alike.
 */

type RequestListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;
/** Background work that stops at shutdown: claims nothing more and ends or releases what it holds before `deadline` aborts. */
export type ShutdownHook = (deadline: AbortSignal) => Promise<unknown>;

export interface ShutdownResult {
  /** The grace ran out: connections still open were destroyed, hooks still running abandoned. */
  forced: boolean;
  /** Requests cut at the deadline. */
  cut: number;
}

export interface GracefulShutdownOptions {
  graceMs: number;
  /** Retry-After of the 503 answered to late requests (seconds). */
  retryAfterSeconds?: number;
  /** How long before the grace ends hooks are told to give up (default: a fifth of the grace, at most 5 s). */
  hookMarginMs?: number;
}

// On globalThis: Next's bundles (where the job scheduler starts) and the server script are separate module copies.
const hooksKey = Symbol.for("compliance-platform.shutdown-hooks");
type HookHolder = { [hooksKey]?: Set<ShutdownHook> };

function hooks(): Set<ShutdownHook> {
  const holder = globalThis as HookHolder;
  return (holder[hooksKey] ??= new Set());
}

/** Registers background work to stop at shutdown; answers the function that unregisters it. */
export function onShutdown(hook: ShutdownHook): () => void {
  hooks().add(hook);
  return () => void hooks().delete(hook);
}

export class GracefulShutdown {
  private readonly servers: http.Server[] = [];
  private readonly inFlight = new Set<http.ServerResponse>();
  private draining = false;
  private done: Promise<ShutdownResult> | null = null;
  private settled: (() => void) | null = null;

  constructor(private readonly options: GracefulShutdownOptions) {}

  get isDraining(): boolean {
    return this.draining;
  }

  /** A listener (HTTP or HTTPS) to close at shutdown; its requests must go through `listener()`. */
  track(server: http.Server): void {
    this.servers.push(server);
  }

  /** Wraps the server's request listener: counts the requests in flight, and refuses those that arrive while draining. */
  listener(onRequest: RequestListener): RequestListener {
    return (req, res) => {
      if (this.draining) {
        this.refuse(res);
        return;
      }
      this.inFlight.add(res);
      res.once("close", () => {
        this.inFlight.delete(res);
        if (this.draining) this.afterResponse();
      });
      onRequest(req, res);
    };
  }

  /** Drains and stops everything within the grace period; a second call answers the first one's result. */
  shutdown(): Promise<ShutdownResult> {
    this.done ??= this.drain();
    return this.done;
  }

  private async drain(): Promise<ShutdownResult> {
    this.draining = true;
    const { graceMs } = this.options;
    const hookMarginMs = this.options.hookMarginMs ?? Math.min(5_000, Math.floor(graceMs / 5));
    const hookDeadline = new AbortController();
    const hookTimer = setTimeout(() => hookDeadline.abort(new Error("shutdown grace period ending")), Math.max(0, graceMs - hookMarginMs));
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<"timeout">((resolve) => (graceTimer = setTimeout(() => resolve("timeout"), graceMs)));

    const closed = this.servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
    for (const server of this.servers) server.closeIdleConnections();
    // Answers not yet started close their connection once sent; those already streaming are closed when idle.
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const requestsDone = new Promise<void>((resolve) => {
      this.settled = resolve;
      if (this.inFlight.size === 0) resolve();
    });
    const hooksDone = Promise.allSettled([...hooks()].map((hook) => hook(hookDeadline.signal)));

    const outcome = await Promise.race([Promise.all([requestsDone, ...closed, hooksDone]).then(() => "done" as const), graceOver]);
    clearTimeout(hookTimer);
    clearTimeout(graceTimer);
    if (outcome === "done") return { forced: false, cut: 0 };
    const cut = this.inFlight.size;
    for (const server of this.servers) server.closeAllConnections();
    return { forced: true, cut };
  }

  private afterResponse(): void {
    // The connection of an answer that went out keep-alive is idle only once Node has finished with it.
    setImmediate(() => {
      for (const server of this.servers) server.closeIdleConnections();
    });
    if (this.inFlight.size === 0) this.settled?.();
  }

  private refuse(res: http.ServerResponse): void {
    const body = JSON.stringify({ success: false, error: { code: "service_unavailable", message: "The server is shutting down; retry the request." } });
    res.writeHead(503, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Retry-After": String(this.options.retryAfterSeconds ?? 1),
      Connection: "close",
    });
    res.end(body);
  }
}

/**
 * The server process's end: drain (above), then `cleanup` (Next's own, bounded: it is not ours to wait on), then
 * `exit`. Only then does the launcher (scripts/start.ts) stop the embedded database the requests were using.
 */
export async function shutDownProcess(
  shutdown: GracefulShutdown,
  options: { cleanup: () => Promise<unknown>; cleanupMs: number; exit: (code: number) => void; log: (message: string) => void },
): Promise<void> {
  const started = Date.now();
  const result = await shutdown.shutdown();
  if (result.forced) options.log(`Shutdown: the grace period ended with ${result.cut} request(s) still in flight; they were cut.`);
  await Promise.race([options.cleanup().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, options.cleanupMs).unref())]);
  options.log(`Shutdown complete in ${Date.now() - started} ms.`);
  options.exit(0);
}
