import fs from "node:fs";
import type http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** s3rver ships no types: the little of it these tests use. */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  httpServer?: http.Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

/** s3rver's built-in credentials; the app reads them from the environment like any AWS credentials (the SDK's default chain). */
const ACCESS_KEY = "S3RVER";
const SECRET_KEY = "S3RVER";

/** Base port of the storage tests (TEST_S3_PORT, default 4410); the next ones are tried while a port is taken. */
const basePort = () => Number(process.env.TEST_S3_PORT || 4410);

/**
 * A real S3-protocol server for tests and benchmarks (s3rver, objects on disk in a temporary folder), on 127.0.0.1 with
 * path-style addressing. It can be stopped (every open connection cut, as a crashed or unreachable bucket) and started
 * again on the same port with the same objects. `env()` is what points the app's S3 driver at it.
 */
export class S3TestServer {
  private server?: http.Server;
  private readonly sockets = new Set<net.Socket>();
  private readonly listeners = new Set<(req: http.IncomingMessage) => void>();

  private constructor(
    readonly dir: string,
    readonly bucket: string,
    public port: number,
  ) {}

  static async start(options: { port?: number; bucket?: string; dir?: string } = {}): Promise<S3TestServer> {
    const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
    const bucket = options.bucket ?? "compliance-test";
    const first = options.port ?? basePort();
    const last = options.port !== undefined ? first : first + 40;
    for (let port = first; port <= last; port++) {
      // s3rver reports a taken port as an unhandled 'error' event: ask first.
      if (!(await portFree(port))) continue;
      const server = new S3TestServer(dir, bucket, port);
      await server.listen(true);
      return server;
    }
    throw new Error(`No free port for s3rver from ${first} (TEST_S3_PORT)`);
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** The environment of the app's S3 driver for this server (credentials through the SDK's default chain). */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: this.bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: this.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: SECRET_KEY,
      ...extra,
    };
  }

  /** Resolves at the first request `match` accepts (e.g. the first part of a multipart upload arriving). */
  waitForRequest(match: (req: http.IncomingMessage) => boolean): Promise<http.IncomingMessage> {
    return new Promise((resolve) => {
      const listener = (req: http.IncomingMessage) => {
        if (!match(req)) return;
        this.listeners.delete(listener);
        resolve(req);
      };
      this.listeners.add(listener);
    });
  }

  /** Stops answering at once: open connections are cut and new ones refused. Objects stay on disk. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  /** Answers again, on the same port, with the same objects. */
  async restart(): Promise<void> {
    if (!this.server) await this.listen(false);
  }

  /** Stops and removes every object. */
  async close(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private async listen(createBucket: boolean): Promise<void> {
    // A new instance each time: a stopped s3rver has closed its logger.
    const s3rver = new S3rver({
      address: "127.0.0.1",
      port: this.port,
      silent: true,
      directory: this.dir,
      configureBuckets: createBucket ? [{ name: this.bucket }] : [],
    });
    await s3rver.run();
    const server = s3rver.httpServer!;
    server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    server.on("request", (req: http.IncomingMessage) => {
      for (const listener of [...this.listeners]) listener(req);
    });
    this.server = server;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
