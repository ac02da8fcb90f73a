import { X509Certificate } from "node:crypto";
import { isIP, type LookupFunction } from "node:net";
import tls from "node:tls";
import { guardedLookup } from "@/lib/net/ssrf-guard";

export interface Target {
  host: string;
  port: number;
}

export interface ProbeOptions {
  /** Trusted CAs: the system's plus the configured ones (undefined: the system's). */
  ca?: string[];
  allowPrivateTargets: boolean;
  timeoutMs: number;
  signal: AbortSignal;
}

export interface CertificateSummary {
  subject: string;
  issuer: string;
  subjectAltNames: string[];
  validFrom: string;
  validTo: string;
  selfSigned: boolean;
  serialNumber: string;
  fingerprint256: string;
}

export interface Handshake {
  protocol: string | null;
  certificate: CertificateSummary | null;
  chain: { verified: boolean; error: string | null };
  hostname: { matches: boolean; reason: string | null };
}

/** OpenSSL's verification codes in words; anything else is shown as its code. */
const CHAIN_ERRORS: Record<string, string> = {
  CERT_HAS_EXPIRED: "the certificate has expired",
  CERT_NOT_YET_VALID: "the certificate is not valid yet",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "the chain ends in a self-signed certificate that is not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the issuer is not trusted (an unknown CA, or a missing intermediate certificate)",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "the issuer is not trusted (an unknown CA, or a missing intermediate certificate)",
  UNABLE_TO_GET_ISSUER_CERT: "the issuer certificate could not be found",
  CERT_REVOKED: "the certificate is revoked",
  CERT_SIGNATURE_FAILURE: "the certificate's signature does not verify",
  ERR_TLS_CERT_ALTNAME_INVALID: "the certificate does not name this host",
};

export const chainErrorText = (code: string) => CHAIN_ERRORS[code] ?? code;

const bare = (host: string) => host.replace(/^\[(.*)\]$/, "$1");

function names(value: Record<string, string | string[]> | undefined): string {
  if (!value) return "";
  const cn = value.CN;
  const o = value.O;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return [first(cn) && `CN=${first(cn)}`, first(o) && `O=${first(o)}`].filter(Boolean).join(", ");
}

function summarize(cert: tls.DetailedPeerCertificate): CertificateSummary {
  const x509 = new X509Certificate(cert.raw);
  return {
    subject: names(cert.subject as unknown as Record<string, string | string[]>),
    issuer: names(cert.issuer as unknown as Record<string, string | string[]>),
    subjectAltNames: (cert.subjectaltname ?? "").split(", ").filter(Boolean),
    validFrom: new Date(cert.valid_from).toISOString(),
    validTo: new Date(cert.valid_to).toISOString(),
    // Names itself as issuer and is signed by its own key: no CA stands behind it, trusted or not. (checkIssued
    // would also demand keyCertSign, which a self-signed leaf lacks.)
    selfSigned: x509.issuer === x509.subject && x509.verify(x509.publicKey),
    serialNumber: cert.serialNumber,
    fingerprint256: cert.fingerprint256,
  };
}

function connectOnce(target: Target, options: ProbeOptions, legacy: boolean): Promise<tls.TLSSocket> {
  const host = bare(target.host);
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host,
      port: target.port,
      servername: isIP(host) ? undefined : host,
      lookup: guardedLookup(options.allowPrivateTargets) as unknown as LookupFunction,
      ca: options.ca,
      // Verification is recorded, not enforced: a bad certificate is a finding, not a reason to stop looking.
      rejectUnauthorized: false,
      checkServerIdentity: () => undefined,
      ...(legacy ? { minVersion: "TLSv1" as const, maxVersion: "TLSv1.1" as const, ciphers: "DEFAULT@SECLEVEL=0" } : {}),
    });
    const onAbort = () => socket.destroy(Object.assign(new Error("the sync was aborted"), { code: "ABORT_ERR" }));
    const finish = () => {
      options.signal.removeEventListener("abort", onAbort);
      socket.setTimeout(0);
    };
    if (options.signal.aborted) onAbort();
    options.signal.addEventListener("abort", onAbort, { once: true });
    socket.setTimeout(options.timeoutMs, () =>
      socket.destroy(Object.assign(new Error(`no TLS handshake within ${options.timeoutMs} ms`), { code: "ETIMEDOUT" })),
    );
    socket.once("secureConnect", () => {
      finish();
      resolve(socket);
    });
    socket.once("error", (error) => {
      finish();
      reject(error);
    });
  });
}

/** A handshake with Node's defaults (TLS 1.2 and 1.3): protocol, certificate, chain and host-name verdicts. */
export async function modernHandshake(target: Target, options: ProbeOptions): Promise<Handshake> {
  const socket = await connectOnce(target, options, false);
  try {
    const peer = socket.getPeerCertificate(true);
    const certificate = peer && peer.raw ? summarize(peer) : null;
    const authError = socket.authorizationError ? String(socket.authorizationError) : null;
    const identity = peer && peer.raw ? tls.checkServerIdentity(bare(target.host), peer) : new Error("the server sent no certificate");
    return {
      protocol: socket.getProtocol(),
      certificate,
      chain: { verified: socket.authorized, error: socket.authorized ? null : chainErrorText(authError ?? "unknown") },
      hostname: { matches: identity === undefined, reason: identity ? identity.message : null },
    };
  } finally {
    socket.destroy();
  }
}

/** Errors that mean the server (or the path to it) refused the old protocol, as opposed to not answering at all. */
const REFUSALS = /^ERR_SSL_|^ECONNRESET$|^EPIPE$/;

/**
 * Tries a handshake capped at TLS 1.1. OpenSSL 3 only offers TLS 1.0/1.1 at security level 0, hence the
 * cipher string. Resolves with the protocol when the server accepted, null when it refused; rejects when the
 * attempt itself could not be made (no route, timeout, or a client that cannot offer the old versions).
 */
export async function legacyHandshake(target: Target, options: ProbeOptions): Promise<string | null> {
  let socket: tls.TLSSocket;
  try {
    socket = await connectOnce(target, options, true);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (code === "ERR_SSL_NO_PROTOCOLS_AVAILABLE")
      throw new Error("this server's OpenSSL cannot offer TLS 1.0/1.1, so it cannot tell whether the endpoint accepts them");
    if (REFUSALS.test(code) || /disconnected before secure TLS connection/.test((error as Error).message)) return null;
    throw error;
  }
  const protocol = socket.getProtocol();
  socket.destroy();
  return protocol;
}
