import net from "node:net";

/**
 * - forward: a working network.
 * - refuse: nothing listens (the database is down): connects fail with ECONNREFUSED.
 * - blackhole: a network that drops everything without resetting: connects are accepted and never
 *   answered, established connections stop carrying bytes in either direction.
 */
export type ProxyMode = "forward" | "refuse" | "blackhole";

interface Pair {
  client: net.Socket;
  upstream?: net.Socket;
  /** The bytes of this pair are being dropped. */
  held: boolean;
}

/**
 * A TCP proxy on 127.0.0.1 (port 0) in front of a database, to cut it the ways a real outage does.
 * Used by the database-outage tests and bench/fault-db-outage.ts.
 */
export class TcpProxy {
  private server: net.Server;
  private readonly pairs = new Set<Pair>();
  private current: ProxyMode = "forward";
  private cut?: { marker: Buffer; then: "blackhole" | "reset"; hit: () => void };
  /** Connections the database side closed (e.g. PostgreSQL ending an idle transaction). */
  upstreamClosed = 0;
  port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = this.createServer();
  }

  static async start(target: string): Promise<TcpProxy> {
    const url = new URL(target);
    const proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    await proxy.listen(0);
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  urlFor(target: string): string {
    const url = new URL(target);
    url.hostname = "127.0.0.1";
    url.port = String(this.port);
    return url.toString();
  }

  get mode(): ProxyMode {
    return this.current;
  }

  /** Connections currently open through (or held by) the proxy. */
  get connections(): number {
    return this.pairs.size;
  }

  /** Switching to "forward" (even from "forward") also ends connections a cut left held. */
  async setMode(mode: ProxyMode): Promise<void> {
    const previous = this.current;
    if (mode === previous && mode !== "forward") return;
    this.current = mode;
    if (mode === "blackhole") {
      for (const pair of this.pairs) pair.held = true;
    } else {
      // Down, or back from a partition: both ends learn that the old connections are gone (the
      // database rolls back what they had open).
      this.destroyAll();
    }
    if (mode === "refuse") await new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (previous === "refuse") {
      this.server = this.createServer();
      await this.listen(this.port);
    }
  }

  /**
   * The next client→database chunk containing `marker` is dropped, and that connection is then
   * black-holed or reset: a write cut between two statements of one transaction.
   */
  cutOn(marker: string, then: "blackhole" | "reset"): Promise<void> {
    return new Promise((hit) => (this.cut = { marker: Buffer.from(marker), then, hit }));
  }

  async close(): Promise<void> {
    this.destroyAll();
    if (this.current !== "refuse") await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private destroyAll(): void {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
  }

  private createServer(): net.Server {
    return net.createServer((client) => this.accept(client));
  }

  private listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, "127.0.0.1", () => {
        this.port = (this.server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private accept(client: net.Socket): void {
    const pair: Pair = { client, held: this.current === "blackhole" };
    this.pairs.add(pair);
    client.on("error", () => {});
    client.on("close", () => {
      pair.upstream?.destroy();
      this.pairs.delete(pair);
    });
    if (pair.held) return;
    const upstream = net.connect(this.targetPort, this.targetHost);
    pair.upstream = upstream;
    upstream.on("error", () => {});
    upstream.on("close", () => {
      if (!this.pairs.has(pair)) return;
      this.upstreamClosed++;
      // A held pair models a dead network: the client must not learn of the close.
      if (!pair.held) client.destroy();
    });
    upstream.on("data", (chunk: Buffer) => {
      if (!pair.held) client.write(chunk);
    });
    client.on("data", (chunk: Buffer) => {
      if (pair.held) return;
      const cut = this.cut;
      if (cut && chunk.includes(cut.marker)) {
        this.cut = undefined;
        if (cut.then === "reset") {
          client.resetAndDestroy();
          upstream.destroy();
        } else {
          pair.held = true;
        }
        cut.hit();
        return;
      }
      upstream.write(chunk);
    });
  }
}
