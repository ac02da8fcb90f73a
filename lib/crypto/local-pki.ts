import { constants, generateKeyPairSync, privateEncrypt, randomBytes } from "node:crypto";
import forge from "node-forge";

/**
 * A small private PKI: a CA and the leaf certificates it signs, for a server that must speak TLS without a
 * public CA (the demo's HTTPS listener, the tests' TLS servers). node-forge builds the certificates; Node's
 * crypto makes the keys and the signatures (forge's pure-JavaScript RSA takes seconds on a busy machine).
 */
export interface KeyAndCertificate {
  key: string;
  cert: string;
}

const DAY = 86_400_000;

/** DER prefix of a SHA-256 DigestInfo (RFC 8017 §9.2), followed by the 32-byte hash. */
const SHA256_DIGEST_INFO = Buffer.from("3031300d060960864801650304020105000420", "hex");

export function rsaKeys(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; pem: string } {
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

export type Names = { dns: string[]; ips: string[] };

export interface CertificateSpec {
  commonName: string;
  names?: Names;
  notBefore: Date;
  notAfter: Date;
  publicKey: forge.pki.rsa.PublicKey;
  issuer?: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey };
  signingKey: forge.pki.rsa.PrivateKey;
  ca?: boolean;
  organization?: string;
}

export function certificate(spec: CertificateSpec): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = spec.publicKey;
  // A positive serial: the leading 0x01 keeps the DER integer from reading as negative.
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = spec.notBefore;
  cert.validity.notAfter = spec.notAfter;
  const subject = [
    { name: "commonName", value: spec.commonName },
    { name: "organizationName", value: spec.organization ?? "Compliance Platform" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(spec.issuer ? spec.issuer.cert.subject.attributes : subject);
  const extensions: object[] = [
    { name: "basicConstraints", cA: spec.ca === true, critical: true },
    spec.ca
      ? { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true }
      : { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
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

export interface LocalCa {
  caPem: string;
  issue(commonName: string, names: Names, notBefore: Date, notAfter: Date): KeyAndCertificate;
}

/** A CA valid for five years from `now`, and a function that issues server certificates under it. */
export function createLocalCa(commonName: string, now: Date = new Date(), organization?: string): LocalCa {
  const caKeys = rsaKeys();
  const ca = certificate({
    commonName,
    organization,
    notBefore: new Date(now.getTime() - 2 * DAY),
    notAfter: new Date(now.getTime() + 5 * 365 * DAY),
    publicKey: caKeys.publicKey,
    signingKey: caKeys.privateKey,
    ca: true,
  });
  const leafKeys = rsaKeys();
  return {
    caPem: forge.pki.certificateToPem(ca),
    issue: (leafName, names, notBefore, notAfter) => ({
      key: leafKeys.pem,
      cert: forge.pki.certificateToPem(
        certificate({
          commonName: leafName,
          organization,
          names,
          notBefore,
          notAfter,
          publicKey: leafKeys.publicKey,
          issuer: { cert: ca, key: caKeys.privateKey },
          signingKey: caKeys.privateKey,
        }),
      ),
    }),
  };
}
