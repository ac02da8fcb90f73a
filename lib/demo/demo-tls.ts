import fs from "node:fs";
import path from "node:path";
import { createLocalCa } from "@/lib/crypto/local-pki";

const DAY = 86_400_000;

export interface DemoTls {
  certFile: string;
  keyFile: string;
  /** The demo CA's certificate, which the demo's HTTPS integration trusts. */
  caPem: string;
}

/**
 * The demo server's TLS material under DATA_DIR/demo-tls: a local CA and a certificate for localhost and 127.0.0.1,
 * made once and renewed when it has less than 30 days left, so the demo can serve HTTPS and check itself.
 */
export function ensureDemoTls(dataDir: string, now: Date = new Date()): DemoTls {
  const dir = path.join(dataDir, "demo-tls");
  const files = {
    certFile: path.join(dir, "server.crt"),
    keyFile: path.join(dir, "server.key"),
    caFile: path.join(dir, "ca.crt"),
    expiresFile: path.join(dir, "expires-at"),
  };
  const expiresAt = fs.existsSync(files.expiresFile) ? Date.parse(fs.readFileSync(files.expiresFile, "utf8")) : NaN;
  if (!(expiresAt - now.getTime() > 30 * DAY) || !fs.existsSync(files.certFile) || !fs.existsSync(files.keyFile) || !fs.existsSync(files.caFile)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const ca = createLocalCa("Compliance Platform Demo CA", now, "Compliance Platform Demo");
    const notAfter = new Date(now.getTime() + 365 * DAY);
    const leaf = ca.issue("localhost", { dns: ["localhost"], ips: ["127.0.0.1"] }, new Date(now.getTime() - DAY), notAfter);
    fs.writeFileSync(files.keyFile, leaf.key, { mode: 0o600 });
    fs.writeFileSync(files.certFile, leaf.cert);
    fs.writeFileSync(files.caFile, ca.caPem);
    fs.writeFileSync(files.expiresFile, notAfter.toISOString());
  }
  return { certFile: files.certFile, keyFile: files.keyFile, caPem: fs.readFileSync(files.caFile, "utf8") };
}
