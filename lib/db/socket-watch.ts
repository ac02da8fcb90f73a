import net from "node:net";

export interface SocketWatchOptions {
  /** A socket awaiting an answer this long without receiving a byte is dead (the server would have cancelled the statement by then). */
  silentMs: number;
  /** Sockets are judged only once some query has been waiting this long. */
  deadlineMs: number;
  /** Called after dead sockets were destroyed. */
  onUnresponsive: (destroyed: number) => void;
  /** No socket has received a byte for this long while a query waited that long too: the database may be gone. */
  stalledMs: number;
  /** Called on each tick that finds the pool stalled (before `deadlineMs` settles it): time to check. */
  onStalled: () => void;
}

interface Watched {
  bytesRead: number;
  lastReadAt: number;
}

/** What postgres-js hands its `socket` option: the parsed hosts, ports and unix socket path. */
export interface SocketTarget {
  host: string[];
  port: number[];
  path?: string | false;
}

/**
 * Bounds how long a query waits on a connection that stopped answering. A server that hangs, or a
 * network that drops packets without resetting the connection, leaves postgres-js waiting for
 * TCP to give up, which takes many minutes; statement_timeout cannot help, because the server that
 * would enforce it is the one not answering (and PGlite does not enforce it at all). So the pool's
 * sockets are opened here, their received byte counts sampled, and once a query has waited past
 * the deadline every socket silent for `silentMs` is destroyed: postgres-js then fails its queries
 * with CONNECTION_CLOSED (their transactions roll back on the server when it notices, or by
 * idle_in_transaction_session_timeout) and reconnects on demand. A healthy socket is never silent
 * that long while it owes an answer; an idle one costs only a reconnect. `bytesRead` is counted
 * below TLS, so encrypted connections are watched the same way. Earlier, when no socket at all has
 * received anything for `stalledMs` while a query waits, the pool reports itself stalled, so that
 * its owner can check the database on a fresh connection instead of waiting for the deadline.
 */
export class SocketWatch {
  private readonly sockets = new Map<net.Socket, Watched>();
  private readonly inFlight = new Set<{ startedAt: number }>();
  private readonly tickMs: number;
  private timer: NodeJS.Timeout | undefined;
  private nextHost = 0;

  constructor(private readonly options: SocketWatchOptions) {
    this.tickMs = Math.min(1_000, Math.max(25, Math.floor(options.silentMs / 4)));
  }

  /** postgres-js `socket` option. Connects without waiting, so connect_timeout covers the TCP connect too. */
  readonly open = (target: SocketTarget): net.Socket => {
    const socket = new net.Socket() as net.Socket & { host?: string; port?: number };
    if (target.path) {
      socket.connect(target.path);
    } else {
      // Several hosts in DATABASE_URL: take them in turn, as postgres-js does.
      const i = this.nextHost++ % target.host.length;
      socket.host = target.host[i];
      socket.port = target.port[i] ?? target.port[0];
      socket.connect(socket.port, socket.host);
    }
    this.sockets.set(socket, { bytesRead: 0, lastReadAt: performance.now() });
    this.timer ??= setInterval(() => this.tick(), this.tickMs).unref();
    return socket;
  };

  /** Marks one query in flight; call the returned function when it settles. */
  begin(): () => void {
    const entry = { startedAt: performance.now() };
    this.inFlight.add(entry);
    return () => this.inFlight.delete(entry);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    const now = performance.now();
    for (const [socket, watched] of this.sockets) {
      if (socket.destroyed) this.sockets.delete(socket);
      else if (socket.bytesRead !== watched.bytesRead) {
        watched.bytesRead = socket.bytesRead;
        watched.lastReadAt = now;
      }
    }
    // A Set iterates in insertion order and settled queries leave it: the first is the oldest.
    const oldest = this.inFlight.values().next().value;
    if (!oldest) return;
    const waited = now - oldest.startedAt;
    if (waited >= this.options.stalledMs && this.sockets.size > 0) {
      let latestRead = 0;
      for (const watched of this.sockets.values()) latestRead = Math.max(latestRead, watched.lastReadAt);
      // Nothing came back on any connection meanwhile: one slow query, or a dead database. The
      // owner tells them apart on a connection of its own and calls `destroySilent` if dead.
      if (now - latestRead >= this.options.stalledMs) this.options.onStalled();
    }
    if (waited < this.options.deadlineMs) return;
    const destroyed = this.destroySilent(this.options.silentMs);
    if (destroyed > 0) this.options.onUnresponsive(destroyed);
  }

  /** Destroys every socket that has received nothing for `silentMs`; returns how many. */
  destroySilent(silentMs: number): number {
    const now = performance.now();
    let destroyed = 0;
    for (const [socket, watched] of this.sockets) {
      if (now - watched.lastReadAt < silentMs) continue;
      socket.destroy();
      this.sockets.delete(socket);
      destroyed++;
    }
    return destroyed;
  }
}
