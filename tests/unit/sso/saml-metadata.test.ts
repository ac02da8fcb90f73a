import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { certificate, rsaKeys } from "@/lib/crypto/local-pki";
import { normalizeCertificate, parseIdpMetadata } from "@/lib/sso/internal/saml-metadata";

const keys = rsaKeys();
const pem = forge.pki.certificateToPem(
  certificate({
    commonName: "IdP",
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 86_400_000),
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
  }),
);
const base64 = pem.replace(/-----[A-Z ]+-----|\s/g, "");

const metadata = (inner: string, wrap = (x: string) => x) =>
  wrap(
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" ` +
      `entityID="https://idp.example/entity">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${inner}</md:IDPSSODescriptor></md:EntityDescriptor>`,
  );
const key = (use?: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ""}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${base64}</ds:X509Certificate></ds:X509Data>` +
  `</ds:KeyInfo></md:KeyDescriptor>`;
const sso = (binding: string, location: string) => `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${location}"/>`;

describe("IdP metadata", () => {
  it("reads the entity id, the HTTP-Redirect endpoint and the signing certificates (once each)", () => {
    const parsed = parseIdpMetadata(
      metadata(
        key("signing") + key() + key("encryption") + sso("HTTP-POST", "https://idp.example/post") + sso("HTTP-Redirect", "https://idp.example/redirect"),
      ),
    );
    expect(parsed.entityId).toBe("https://idp.example/entity");
    expect(parsed.ssoUrl).toBe("https://idp.example/redirect");
    expect(parsed.certificates).toHaveLength(1);
    expect(parsed.certificates[0]).toContain("-----BEGIN CERTIFICATE-----");
  });

  it("finds the IdP inside an EntitiesDescriptor", () => {
    const wrapped = metadata(
      key() + sso("HTTP-Redirect", "https://idp.example/r"),
      (x) => `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${x}</md:EntitiesDescriptor>`,
    );
    expect(parseIdpMetadata(wrapped).ssoUrl).toBe("https://idp.example/r");
  });

  it("says what is missing", () => {
    expect(() => parseIdpMetadata("<not xml")).toThrow(/well-formed/);
    expect(() => parseIdpMetadata(metadata(key() + sso("HTTP-POST", "https://idp.example/post")))).toThrow(/HTTP-Redirect/);
    expect(() => parseIdpMetadata(metadata(sso("HTTP-Redirect", "https://idp.example/r")))).toThrow(/signing certificate/);
    expect(() => parseIdpMetadata('<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>')).toThrow(/IDPSSODescriptor/);
  });

  it("accepts a certificate pasted with or without its PEM armour, and refuses anything else", () => {
    expect(normalizeCertificate(base64)).toBe(normalizeCertificate(pem));
    expect(() => normalizeCertificate("not a certificate")).toThrow();
  });
});
