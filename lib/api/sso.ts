import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import {
  connectionIdParams,
  connectionShape,
  connectionTestShape,
  createConnectionBody,
  serviceProviderShape,
  createDomainBody,
  domainShape,
  oidcCallbackQuery,
  samlAcsForm,
  startedSignInShape,
  startSignInBody,
  startSignInQuery,
  updateConnectionBody,
} from "@/lib/sso/schemas";
import { prose } from "@/lib/format/prose";

// Managing single sign-on is for owners and admins (docs/api.md §4); signing in through it is for anyone.
const route = domainRoutes({ tags: ["Single sign-on"], auth: "customer", role: "admin" });
const signInRoute = domainRoutes({ tags: ["Single sign-on"], auth: "none" });

const redirectResponse = (description: string, cookie = false) => ({
  302: {
    description,
    headers: {
      Location: { description: "Where the browser goes next.", required: true },
      ...(cookie ? { "Set-Cookie": { description: "The console session cookie (next-auth's), on a successful sign-in." } } : {}),
    },
  },
});

export const createDomainRoute = route({
  method: "POST",
  path: "/api/v1/sso/domains",
  summary: "Claim an e-mail domain",
  description: prose(
    "Answers the TXT record to publish: `txtRecordValue` at `txtRecordName` (`_compliance-platform.<domain>`). Then call verify. Single",
    'sign-on and "SSO required" apply to the people of verified domains only. 409 `conflict` when the account lists the domain already.',
  ),
  body: createDomainBody,
  response: domainShape,
  status: 201,
  errors: [409],
  examples: { body: { domain: "acme.example" } },
});

export const listDomainsRoute = route({
  method: "GET",
  path: "/api/v1/sso/domains",
  summary: "List the account's e-mail domains",
  description: "Newest first, verified or not, each with its TXT record.",
  query: pageQuery,
  response: z.array(domainShape),
  paginated: true,
});

export const verifyDomainRoute = route({
  method: "POST",
  path: "/api/v1/sso/domains/{id}/verify",
  summary: "Verify an e-mail domain by DNS",
  description: prose(
    "Looks up the TXT records at `_compliance-platform.<domain>` (the DNS servers of DNS_SERVERS, or the system's) and marks the domain",
    "verified when one equals `txtRecordValue`. 409 `conflict` when the record is not (yet) there, or when another account verified the",
    "domain (a domain belongs to one account). 503 when DNS could not be asked.",
  ),
  params: idParams,
  response: domainShape,
  errors: [409],
});

export const deleteDomainRoute = route({
  method: "DELETE",
  path: "/api/v1/sso/domains/{id}",
  summary: "Remove an e-mail domain",
  description: 'Its people no longer sign in through the account\'s connections, and "SSO required" no longer applies to them.',
  params: idParams,
  response: deletedResponse,
});

export const createConnectionRoute = route({
  method: "POST",
  path: "/api/v1/sso/connections",
  summary: "Add an identity provider (OpenID Connect or SAML 2.0)",
  description: prose(
    "OIDC: `issuer` (discovery at `/.well-known/openid-configuration`), `clientId`, `clientSecret` (stored encrypted, never answered)",
    "and `scopes` (default `openid email profile`). SAML: `idpMetadataXml`, or `idpMetadataUrl` (downloaded now), or `entityId` +",
    "`ssoUrl` + `certificates`; `clockSkewSeconds` 0–300 (default 60). Both: `jitProvisioning` (default true) with `defaultRole` (not",
    "`owner`; default `member`), `ssoRequired` (default false), `enabled` (default true). The answer holds what to paste into the",
    "identity provider: `oidc.redirectUri`, or `saml.acsUrl`, `saml.spEntityId` and `saml.spMetadataUrl`. IdP URLs must be https on",
    "public addresses.",
  ),
  body: createConnectionBody,
  response: connectionShape,
  status: 201,
  examples: {
    body: {
      protocol: "oidc",
      name: "Okta",
      issuer: "https://acme.okta.com",
      clientId: "0oa1b2c3d4",
      clientSecret: "…",
      jitProvisioning: true,
      defaultRole: "member",
      ssoRequired: false,
    },
  },
});

export const listConnectionsRoute = route({
  method: "GET",
  path: "/api/v1/sso/connections",
  summary: "List the account's identity providers",
  description: "Newest first. The newest enabled connection signs the people of the verified domains in.",
  query: pageQuery,
  response: z.array(connectionShape),
  paginated: true,
});

export const getConnectionRoute = route({
  method: "GET",
  path: "/api/v1/sso/connections/{id}",
  summary: "One identity provider",
  description: "Never the client secret (`oidc.clientSecretSet` says whether one is stored).",
  params: idParams,
  response: connectionShape,
});

export const updateConnectionRoute = route({
  method: "PUT",
  path: "/api/v1/sso/connections/{id}",
  summary: "Change an identity provider",
  description: "Only the fields sent change; the protocol cannot. A new `clientSecret` replaces the stored one. Settings of the other protocol are 400.",
  params: idParams,
  body: updateConnectionBody,
  response: connectionShape,
  examples: { body: { ssoRequired: true } },
});

export const deleteConnectionRoute = route({
  method: "DELETE",
  path: "/api/v1/sso/connections/{id}",
  summary: "Remove an identity provider",
  description: "Members keep their accounts; those without a password can no longer sign in until another connection or a password reset.",
  params: idParams,
  response: deletedResponse,
});

export const testConnectionRoute = route({
  method: "POST",
  path: "/api/v1/sso/connections/{id}/test",
  summary: "Check an identity provider",
  description: prose(
    "OIDC: discovery answers. SAML: a signing certificate is current, and the metadata URL (if any) still downloads and parses. Answered",
    "in words (`ok`, `message`), never an error for the IdP's failure.",
  ),
  params: idParams,
  response: connectionTestShape,
});

export const startSignInRoute = signInRoute({
  method: "POST",
  path: "/api/v1/auth/sso/start",
  summary: "Start a single sign-on",
  description: prose(
    "Finds the enabled connection of the account that verified the e-mail's domain and answers `redirectUrl`, the identity provider's",
    "sign-in page (OIDC: authorization code with PKCE S256, state and nonce; SAML: an AuthnRequest by HTTP-Redirect). The sign-in must",
    "finish within 10 minutes; `redirectTo` (a path on this site) is where the console opens afterwards. 404 when no connection covers",
    "the domain; 503 when the identity provider cannot be reached.",
  ),
  rateLimit: "auth",
  body: startSignInBody,
  response: startedSignInShape,
  errors: [404],
  examples: { body: { email: "jane@acme.example", redirectTo: "/dashboard" } },
});

export const startSignInRedirectRoute = signInRoute({
  method: "GET",
  path: "/api/v1/auth/sso/start",
  summary: "Start a single sign-on from the sign-in page",
  description: prose(
    "The browser form of `POST /api/v1/auth/sso/start`: redirects to the identity provider, or back to `/sign-in?error=sso_unavailable`",
    "(no connection for the domain) or `sso_failed` (the identity provider could not be reached). `callbackUrl` (a path on this site) is",
    "where the console opens afterwards.",
  ),
  rateLimit: "auth",
  query: startSignInQuery,
  status: 302,
  responses: redirectResponse("To the identity provider, or back to the sign-in page with `error`."),
});

export const oidcCallbackRoute = signInRoute({
  method: "GET",
  path: "/api/v1/auth/sso/oidc/callback",
  summary: "OpenID Connect redirect URI",
  description: prose(
    "Where the identity provider sends the browser back. The code is exchanged (with the PKCE verifier) and the ID token validated",
    "(signature, issuer, audience, expiry, nonce); the state is single use. The e-mail must be verified by the provider",
    "(`email_verified`) and in a domain the account verified. An active member signs in; an unknown person is created with the",
    "connection's `defaultRole` when just-in-time provisioning is on; a deactivated member or a member of another account is refused.",
    "Success: the console session cookie and a redirect to the console; failure: a redirect to `/sign-in?error=sso_…`. Every sign-in and",
    "refusal is in the account's audit trail.",
  ),
  rateLimit: "auth",
  query: oidcCallbackQuery,
  status: 302,
  responses: redirectResponse("Into the console with a session cookie, or back to the sign-in page with `error`.", true),
});

export const samlAcsRoute = signInRoute({
  method: "POST",
  path: "/api/v1/auth/sso/saml/acs",
  summary: "SAML Assertion Consumer Service",
  description: prose(
    "The identity provider posts the SAML response here (HTTP-POST binding). The assertion or the whole response must be signed by one",
    "of the connection's certificates; the audience must be the connection's SP entity id, InResponseTo the request this sign-in sent,",
    "the time conditions hold with the connection's clock skew, and an assertion id is accepted once (replays are refused). Then as the",
    "OIDC callback: a session and a redirect, or `/sign-in?error=sso_…`.",
  ),
  rateLimit: "auth",
  rawBody: { contentType: "application/x-www-form-urlencoded", description: "`SAMLResponse` and `RelayState`.", schema: samlAcsForm },
  status: 302,
  responses: redirectResponse("Into the console with a session cookie, or back to the sign-in page with `error`.", true),
});

export const spMetadataRoute = signInRoute({
  method: "GET",
  path: "/api/v1/auth/sso/saml/{connectionId}/metadata",
  summary: "Our SAML service-provider metadata for one connection",
  description: "Public, for identity providers that import the service provider by URL: the entity id (this URL) and the ACS URL.",
  params: connectionIdParams,
  responses: {
    200: { description: "SAML 2.0 metadata.", content: { "application/samlmetadata+xml": { description: "An EntityDescriptor with an SPSSODescriptor." } } },
  },
});

export const getServiceProviderRoute = route({
  method: "GET",
  path: "/api/v1/sso/service-provider",
  summary: "What to register with an identity provider",
  description: prose(
    "The values an identity provider asks for, before any connection exists, so the app can be registered there first: the OpenID",
    "Connect redirect URI; the SAML ACS URL and the entity id (with its metadata URL) that the SAML connection added next will have",
    "(`connectionId`). The metadata URL answers once that connection is added.",
  ),
  response: serviceProviderShape,
});

export const ssoRoutes = [
  createDomainRoute,
  listDomainsRoute,
  verifyDomainRoute,
  deleteDomainRoute,
  getServiceProviderRoute,
  createConnectionRoute,
  listConnectionsRoute,
  getConnectionRoute,
  updateConnectionRoute,
  deleteConnectionRoute,
  testConnectionRoute,
  startSignInRoute,
  startSignInRedirectRoute,
  oidcCallbackRoute,
  samlAcsRoute,
  spMetadataRoute,
];
