import { randomBytes } from "node:crypto";
import { SAML, ValidateInResponseTo, type CacheProvider } from "@node-saml/node-saml";
import { DOMParser } from "@xmldom/xmldom";
import { LOGIN_STATE_TTL_MS } from "./login-state";
import { samlAcsUrl, samlSettings, spEntityId, type ConnectionRow } from "./settings";

// The service provider (@node-saml/node-saml): AuthnRequests by HTTP-Redirect, responses by HTTP-POST to the ACS.
// node-saml checks the XML signatures against the connection's certificates, the audience, the time conditions
// with the configured skew and InResponseTo; we add the single-use request id and the assertion-id replay check.

/** A SAML request id: an NCName (starts with a letter or `_`). */
export const newRequestId = () => `_${randomBytes(20).toString("hex")}`;

/**
 * InResponseTo must name the request this sign-in sent: the one id stored with the (already consumed) login
 * state. node-saml asks the cache whether it knows the id; only that one answers.
 */
function expecting(requestId: string | undefined): CacheProvider {
  return {
    saveAsync: async (key, value) => ({ value, createdAt: Date.now() }),
    getAsync: async (key) => (requestId !== undefined && key === requestId ? new Date().toISOString() : null),
    removeAsync: async () => null,
  };
}

export function samlFor(row: ConnectionRow, ids: { requestId?: string; expectedRequestId?: string } = {}): SAML {
  const settings = samlSettings(row);
  return new SAML({
    issuer: spEntityId(row.id),
    audience: spEntityId(row.id),
    callbackUrl: samlAcsUrl(),
    entryPoint: settings.ssoUrl,
    idpIssuer: settings.idpEntityId,
    idpCert: settings.certificates,
    // Either the assertion or the whole response must carry a valid signature from the IdP's certificates
    // (node-saml refuses an unsigned one); identity providers differ in which one they sign by default.
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: settings.clockSkewSeconds * 1000,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: LOGIN_STATE_TTL_MS,
    cacheProvider: expecting(ids.expectedRequestId),
    generateUniqueId: () => ids.requestId ?? newRequestId(),
    identifierFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    disableRequestedAuthnContext: true,
  });
}

/** The assertion's ID and when it stops being valid: what the replay check remembers. */
export function assertionFacts(assertionXml: string | undefined): { id: string | undefined; notOnOrAfter: Date | undefined } {
  if (!assertionXml) return { id: undefined, notOnOrAfter: undefined };
  const doc = new DOMParser().parseFromString(assertionXml, "text/xml");
  const root = doc.documentElement;
  const conditions = root?.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "Conditions")[0];
  const until = conditions?.getAttribute("NotOnOrAfter");
  const parsed = until ? new Date(until) : undefined;
  return { id: root?.getAttribute("ID") || undefined, notOnOrAfter: parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined };
}

/** The profile's e-mail: the usual attribute names of Okta, Entra ID and Google, else an e-mail NameID. */
export function samlEmail(profile: Record<string, unknown>): string | undefined {
  const candidates = [
    profile.email,
    profile.mail,
    profile["http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress"],
    profile["urn:oid:0.9.2342.19200300.100.1.3"],
    profile.nameID,
  ];
  for (const value of candidates) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === "string" && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text.trim())) return text.trim().toLowerCase();
  }
  return undefined;
}

export function samlName(profile: Record<string, unknown>, email: string): string {
  const pick = (key: string) => {
    const value = profile[key];
    const text = Array.isArray(value) ? value[0] : value;
    return typeof text === "string" && text.trim() ? text.trim() : undefined;
  };
  const display = pick("displayName") ?? pick("name") ?? pick("http://schemas.microsoft.com/identity/claims/displayname");
  if (display) return display.slice(0, 200);
  const given = pick("firstName") ?? pick("givenName") ?? pick("http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname");
  const family = pick("lastName") ?? pick("surname") ?? pick("http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname");
  const joined = [given, family].filter(Boolean).join(" ");
  return (joined || email.split("@")[0]).slice(0, 200);
}
