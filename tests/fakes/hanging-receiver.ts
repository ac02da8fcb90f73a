import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface HangingReceiver {
  url: string;
  /** Requests that arrived so far. */
  readonly received: number;
  /** Requests open right now (arrived, never answered, not yet abandoned by the sender). */
  readonly open: number;
  close(): Promise<void>;
}

/**
 * A webhook endpoint that accepts every request and never answers: the sender's timeout is the only
 * way out. `onChange` is called whenever the number of open requests changes.
 */
export async function startHangingReceiver(onChange?: () => void): Promise<HangingReceiver> {
  let received = 0;
  const pending = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    received++;
    pending.add(res);
    onChange?.();
    req.resume();
    res.on("close", () => {
      pending.delete(res);
      onChange?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    get received() {
      return received;
    },
    get open() {
      return pending.size;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
