import forge from "node-forge";
import { certificate, rsaKeys, type KeyAndCertificate, type Names } from "@/lib/crypto/local-pki";

/**
 * A throwaway PKI for tests: one CA and the leaf certificates the TLS checks must tell apart, made with the
 * product's own small PKI (lib/crypto/local-pki.ts).
 */
export type { KeyAndCertificate };

export interface TestPki {
  /** PEM of the test CA: give it to a connector's extra-CA field to trust the CA-signed leaves. */
  caPem: string;
  /** CA-signed, valid from yesterday for a year, SAN localhost and 127.0.0.1. */
  good: KeyAndCertificate;
  /** CA-signed, expired 30 days ago. */
  expired: KeyAndCertificate;
  /** CA-signed, expires in 10 days. */
  expiringSoon: KeyAndCertificate;
  /** Signed by its own key, SAN localhost and 127.0.0.1. */
  selfSigned: KeyAndCertificate;
  /** CA-signed for other.example only. */
  wrongHost: KeyAndCertificate;
}

const DAY = 86_400_000;

export function createTestPki(now: Date = new Date()): TestPki {
  const caKeys = rsaKeys();
  const ca = certificate({
    commonName: "Compliance Platform Test CA",
    notBefore: new Date(now.getTime() - 2 * DAY),
    notAfter: new Date(now.getTime() + 5 * 365 * DAY),
    publicKey: caKeys.publicKey,
    signingKey: caKeys.privateKey,
    ca: true,
    organization: "Compliance Platform Tests",
  });
  const issuer = { cert: ca, key: caKeys.privateKey };
  // One key for every leaf: the tests tell certificates apart, not keys.
  const leafKeys = rsaKeys();
  const local: Names = { dns: ["localhost"], ips: ["127.0.0.1"] };
  const leaf = (commonName: string, names: Names, fromDays: number, toDays: number, selfSigned = false): KeyAndCertificate => ({
    key: leafKeys.pem,
    cert: forge.pki.certificateToPem(
      certificate({
        commonName,
        names,
        notBefore: new Date(now.getTime() + fromDays * DAY),
        notAfter: new Date(now.getTime() + toDays * DAY),
        publicKey: leafKeys.publicKey,
        issuer: selfSigned ? undefined : issuer,
        signingKey: selfSigned ? leafKeys.privateKey : caKeys.privateKey,
        organization: "Compliance Platform Tests",
      }),
    ),
  });
  return {
    caPem: forge.pki.certificateToPem(ca),
    good: leaf("localhost", local, -1, 365),
    expired: leaf("localhost", local, -400, -30),
    expiringSoon: leaf("localhost", local, -80, 10),
    selfSigned: leaf("localhost", local, -1, 365, true),
    wrongHost: leaf("other.example", { dns: ["other.example"], ips: [] }, -1, 365),
  };
}
