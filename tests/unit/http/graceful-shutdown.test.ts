/**
 * lib/http/graceful-shutdown.ts against real node:http servers and real slow bodies: a SIGTERM during an upload, a
 * download or any request in flight lets it finish, refuses new connections, answers 503 to a late request on an
 * open keep-alive connection, and only then lets the process exit; the grace period bounds all of it.
 */
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GracefulShutdown, onShutdown, shutDownProcess } from "@/lib/http/graceful-shutdown";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CHUNKS = 20;
const CHUNK = Buffer.alloc(16 * 1024, "x");

/** Writes CHUNKS chunks, one every 20 ms, then ends: a slow body either way. */
function drip(stream: NodeJS.WritableStream) {
  let sent = 0;
  const timer = setInterval(() => {
    stream.write(CHUNK);
    if (++sent === CHUNKS) {
      clearInterval(timer);
      stream.end();
    }
  }, 20);
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A server whose routes are slow on purpose: /upload reads the whole body, /download streams CHUNKS chunks, /wait waits `ms`. */
async function start(graceMs: number, events: string[] = []) {
  const graceful = new GracefulShutdown({ graceMs, retryAfterSeconds: 3 });
  const server = http.createServer(
    graceful.listener((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      res.on("finish", () => events.push(`${url.pathname} answered`));
      if (url.pathname === "/upload") {
        let bytes = 0;
        req.on("data", (chunk: Buffer) => (bytes += chunk.length));
        req.on("end", () => res.end(JSON.stringify({ bytes })));
      } else if (url.pathname === "/download") {
        res.writeHead(200, { "content-type": "application/octet-stream" });
        drip(res);
      } else {
        setTimeout(() => res.end("done"), Number(url.searchParams.get("ms") ?? 0));
      }
    }),
  );
  graceful.track(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  cleanups.push(() => server.closeAllConnections());
  cleanups.push(() => server.close());
  return { graceful, server, port };
}

/** Uploads CHUNKS chunks, one every 20 ms, and answers the server's reply. */
function slowUpload(port: number, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: "127.0.0.1", path: "/upload", method: "POST", agent, headers: { "content-type": "text/csv" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    drip(req);
  });
}

function get(port: number, path: string, agent: http.Agent | false): Promise<{ status: number; bytes: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: "127.0.0.1", path, agent }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, headers: res.headers }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("lets an upload and a download in flight finish, refuses new connections, and exits only after them", async () => {
    const events: string[] = [];
    const { graceful, port } = await start(10_000, events);
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    const upload = slowUpload(port, agent);
    const download = get(port, "/download", agent);
    await sleep(100);

    const exited = new Promise<void>(
      (resolve) =>
        void shutDownProcess(graceful, {
          cleanup: async () => events.push("cleanup"),
          cleanupMs: 1_000,
          exit: () => {
            events.push("exit");
            resolve();
          },
          log: () => {},
        }),
    );
    await sleep(20);
    await expect(get(port, "/wait", false)).rejects.toThrow(/ECONNREFUSED/);

    expect(await upload).toEqual({ status: 200, body: JSON.stringify({ bytes: CHUNKS * CHUNK.length }) });
    const downloaded = await download;
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes).toBe(CHUNKS * CHUNK.length);
    await exited;
    // Today's serve.ts exited as soon as Next's close() resolved: the exit came before both answers.
    expect(events.slice(-2)).toEqual(["cleanup", "exit"]);
    expect(events.slice(0, 2).sort()).toEqual(["/download answered", "/upload answered"]);
    expect(await graceful.shutdown()).toEqual({ forced: false, cut: 0 });
  });

  it("answers a request that arrives late on an open keep-alive connection 503 with Retry-After and Connection: close", async () => {
    const { graceful, port } = await start(10_000);
    const socket = net.connect(port, "127.0.0.1");
    cleanups.push(() => socket.destroy());
    await once(socket, "connect");
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (c: string) => (received += c));
    // A keep-alive connection that has served one request starts its next one just as the shutdown begins.
    socket.write("GET /wait HTTP/1.1\r\nHost: x\r\n\r\n");
    await vi.waitFor(() => expect(received).toMatch(/done$/));
    socket.write("GET /wait HTTP/1.1\r\nHo");
    await sleep(20);
    const done = graceful.shutdown();
    await sleep(20);
    socket.write("st: x\r\n\r\n");
    await once(socket, "close");
    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first).toMatch(/\r\nConnection: keep-alive\r\n/i);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nRetry-After: 3\r\n/i);
    expect(second).toMatch(/\r\nConnection: close\r\n/i);
    expect(second).toContain('"code":"service_unavailable"');
    expect(await done).toEqual({ forced: false, cut: 0 });
  });

  it("closes idle keep-alive connections at once, so the drain does not wait on them", async () => {
    const { graceful, port } = await start(10_000);
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    expect((await get(port, "/wait", agent)).status).toBe(200);
    const t0 = Date.now();
    expect(await graceful.shutdown()).toEqual({ forced: false, cut: 0 });
    expect(Date.now() - t0).toBeLessThan(1_000);
  });

  it("cuts what is still open when the grace period ends, and exits", async () => {
    const { graceful, port } = await start(300);
    const stuck = get(port, "/wait?ms=60000", false).catch((error: Error) => error);
    await sleep(50);
    const t0 = Date.now();
    expect(await graceful.shutdown()).toEqual({ forced: true, cut: 1 });
    expect(Date.now() - t0).toBeLessThan(1_500);
    expect(await stuck).toBeInstanceOf(Error);
  });

  it("stops background work within the grace: hooks run at once and are told to give up before it ends", async () => {
    const { graceful } = await start(1_000);
    const seen: string[] = [];
    const unregister = onShutdown(async (deadline) => {
      seen.push("stopping");
      await once(deadline, "abort");
      seen.push("deadline");
    });
    cleanups.push(unregister);
    const t0 = Date.now();
    expect(await graceful.shutdown()).toEqual({ forced: false, cut: 0 });
    const took = Date.now() - t0;
    expect(seen).toEqual(["stopping", "deadline"]);
    expect(took).toBeGreaterThanOrEqual(700);
    expect(took).toBeLessThan(1_000);
  });
});
