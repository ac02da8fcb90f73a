import { constants, generateKeyPairSync, privateEncrypt, randomBytes } from "node:crypto";
import forge from "node-forge";

/**
 * A throwaway PKI for tests: one CA and the leaf certificates the TLS checks must tell apart. node-forge
 * builds the certificates; Node's crypto makes the keys and the signatures (forge's pure-JavaScript RSA
 * takes seconds on a busy machine).
 */
export interface KeyAndCertificate {
  key: string;
  cert: string;
}

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

/** DER prefix of a SHA-256 DigestInfo (RFC 8017 §9.2), followed by the 32-byte hash. */
const SHA256_DIGEST_INFO = Buffer.from("3031300d060960864801650304020105000420", "hex");

function rsaKeys(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; pem: string } {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  // forge's cert.sign() only calls key.sign(md) with the TBS digest: an RSASSA-PKCS1-v1_5 signature.
  const signer = {
    sign(md: forge.md.MessageDigest) {
      const digest = Buffer.from(md.digest().getBytes(), "binary");
      return privateEncrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([SHA256_DIGEST_INFO, digest])).toString("binary");
    },
  } as unknown as forge.pki.rsa.PrivateKey;
  return { privateKey: signer, publicKey: forge.pki.publicKeyFromPem(publicKey), pem: privateKey };
}

type Names = { dns: string[]; ips: string[] };

interface CertificateSpec {
  commonName: string;
  names?: Names;
  notBefore: Date;
  notAfter: Date;
  publicKey: forge.pki.rsa.PublicKey;
  issuer?: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey };
  signingKey: forge.pki.rsa.PrivateKey;
  ca?: boolean;
}

function certificate(spec: CertificateSpec): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = spec.publicKey;
  // A positive serial: the leading 0x01 keeps the DER integer from reading as negative.
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = spec.notBefore;
  cert.validity.notAfter = spec.notAfter;
  const subject = [{ name: "commonName", value: spec.commonName }, { name: "organizationName", value: "Compliance Platform Tests" }];
  cert.setSubject(subject);
  cert.setIssuer(spec.issuer ? spec.issuer.cert.subject.attributes : subject);
  const extensions: object[] = [
    { name: "basicConstraints", cA: spec.ca === true, critical: true },
    spec.ca ? { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true } : { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ];
  if (!spec.ca) extensions.push({ name: "extKeyUsage", serverAuth: true });
  if (spec.issuer) extensions.push({ name: "authorityKeyIdentifier", keyIdentifier: spec.issuer.cert.generateSubjectKeyIdentifier().getBytes() });
  if (spec.names) {
    extensions.push({
      name: "subjectAltName",
      altNames: [...spec.names.dns.map((value) => ({ type: 2, value })), ...spec.names.ips.map((ip) => ({ type: 7, ip }))],
    });
  }
  cert.setExtensions(extensions);
  cert.sign(spec.signingKey, forge.md.sha256.create());
  return cert;
}

export function createTestPki(now: Date = new Date()): TestPki {
  const caKeys = rsaKeys();
  const ca = certificate({
    commonName: "Compliance Platform Test CA",
    notBefore: new Date(now.getTime() - 2 * DAY),
    notAfter: new Date(now.getTime() + 5 * 365 * DAY),
    publicKey: caKeys.publicKey,
    signingKey: caKeys.privateKey,
    ca: true,
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
