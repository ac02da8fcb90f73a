import { connect, createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { TLSSocket } from "node:tls";
import type { KeyAndCertificate } from "./certificates";

/** PostgreSQL's SSLRequest and GSSENCRequest codes (protocol 1234.5679 / 1234.5680). */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** The parameters of a StartupMessage (user, database…), read the way the server does. */
function startupParameters(message: Buffer): Record<string, string> {
  const parts = message.subarray(8).toString("utf8").split("\0");
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < parts.length && parts[i] !== ""; i += 2) out[parts[i]] = parts[i + 1];
  return out;
}

/** ErrorResponse FATAL 28000, as PostgreSQL answers a non-TLS start-up that no pg_hba.conf rule admits. */
function noEncryptionError(startup: Buffer): Buffer {
  const { user = "", database = user } = startupParameters(startup);
  const fields: [string, string][] = [
    ["S", "FATAL"],
    ["V", "FATAL"],
    ["C", "28000"],
    ["M", `no pg_hba.conf entry for host "127.0.0.1", user "${user}", database "${database}", no encryption`],
  ];
  const body = Buffer.concat([...fields.map(([k, v]) => Buffer.from(`${k}${v}\0`, "utf8")), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write("E", 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

export interface PostgresTlsProxy {
  host: string;
  port: number;
  /** Connections that completed a TLS handshake, and plaintext connections refused. */
  readonly tlsConnections: number;
  readonly plaintextRefused: number;
  close(): Promise<void>;
}

/**
 * A TLS front for a PostgreSQL server that has none (PGlite's socket server): it answers the client's
 * SSLRequest with 'S', completes the handshake with the given certificate, then relays the decrypted
 * protocol to the target. A client that starts without TLS gets the FATAL error a server whose pg_hba.conf
 * holds only hostssl rules sends.
 */
export async function startPostgresTlsProxy(target: { host: string; port: number }, tls: KeyAndCertificate): Promise<PostgresTlsProxy> {
  const sockets = new Set<Socket>();
  let tlsConnections = 0;
  let plaintextRefused = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const server: Server = createServer((client) => {
    track(client);
    const onPreamble = (chunk: Buffer) => {
      const code = chunk.length >= 8 && chunk.readInt32BE(0) === 8 ? chunk.readInt32BE(4) : 0;
      if (code === GSSENC_REQUEST) {
        client.write("N");
        client.once("data", onPreamble);
        return;
      }
      if (code !== SSL_REQUEST) {
        plaintextRefused += 1;
        client.end(noEncryptionError(chunk));
        return;
      }
      client.pause();
      client.write("S", () => {
        const secure = new TLSSocket(client, { isServer: true, key: tls.key, cert: tls.cert });
        track(secure);
        secure.on("secure", () => {
          tlsConnections += 1;
          const upstream = connect(target.port, target.host);
          track(upstream);
          secure.pipe(upstream).pipe(secure);
          upstream.on("close", () => secure.destroy());
          secure.on("close", () => upstream.destroy());
        });
        client.resume();
      });
    };
    client.once("data", onPreamble);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: "127.0.0.1",
    port: (server.address() as AddressInfo).port,
    get tlsConnections() {
      return tlsConnections;
    },
    get plaintextRefused() {
      return plaintextRefused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
