import { X509Certificate } from "node:crypto";
import { DOMParser } from "@xmldom/xmldom";

// Reads what a service provider needs from SAML 2.0 IdP metadata (saml-metadata-2.0-os §2.4.3): the entity id,
// the HTTP-Redirect single sign-on endpoint and the signing certificates.

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

export class MetadataError extends Error {}

export function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, "");
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join("\n") ?? ""}\n-----END CERTIFICATE-----\n`;
}

/** A certificate as PEM (pasted with or without its armour); throws when it is not an X.509 certificate. */
export function normalizeCertificate(text: string): string {
  // One canonical form (64-column base64, \n line ends), so the same certificate is stored and compared once.
  const body = text.includes("-----BEGIN CERTIFICATE-----") ? text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "") : text;
  const pem = toPem(body);
  new X509Certificate(pem);
  return pem;
}

export function parseIdpMetadata(xml: string): IdpMetadata {
  const errors: string[] = [];
  const doc = new DOMParser({ errorHandler: { error: (m: string) => errors.push(m), fatalError: (m: string) => errors.push(m) } }).parseFromString(
    xml,
    "text/xml",
  );
  if (errors.length > 0 || !doc?.documentElement) throw new MetadataError("the metadata is not well-formed XML");
  const entity = doc.documentElement.localName === "EntityDescriptor" ? doc.documentElement : doc.getElementsByTagNameNS(MD, "EntityDescriptor")[0];
  if (!entity) throw new MetadataError("the metadata has no EntityDescriptor");
  const entityId = entity.getAttribute("entityID");
  if (!entityId) throw new MetadataError("the EntityDescriptor has no entityID");
  const idp = entity.getElementsByTagNameNS(MD, "IDPSSODescriptor")[0];
  if (!idp) throw new MetadataError("the metadata describes no identity provider (IDPSSODescriptor)");
  const services = Array.from(idp.getElementsByTagNameNS(MD, "SingleSignOnService"));
  const redirect = services.find((s) => s.getAttribute("Binding") === REDIRECT);
  if (!redirect?.getAttribute("Location")) throw new MetadataError("the identity provider offers no HTTP-Redirect SingleSignOnService");
  const certificates: string[] = [];
  for (const key of Array.from(idp.getElementsByTagNameNS(MD, "KeyDescriptor"))) {
    const use = key.getAttribute("use");
    if (use && use !== "signing") continue;
    for (const cert of Array.from(key.getElementsByTagNameNS(DS, "X509Certificate"))) {
      try {
        certificates.push(normalizeCertificate(cert.textContent ?? ""));
      } catch {
        throw new MetadataError("a signing certificate in the metadata is not a valid X.509 certificate");
      }
    }
  }
  if (certificates.length === 0) throw new MetadataError("the metadata has no signing certificate");
  return { entityId, ssoUrl: redirect.getAttribute("Location")!, certificates: [...new Set(certificates)] };
}
