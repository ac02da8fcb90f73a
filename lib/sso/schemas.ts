import { z } from "zod";
import { GRANTABLE_ROLES, ROLES } from "@/lib/vocabulary";
import { SSO_PROTOCOLS } from "@/db/sso";
import { httpUrl, requiredText, storableString } from "@/lib/schemas";
import { uuidParam } from "@/lib/uuid";

// Request and response shapes of single sign-on (docs/api.md "Single sign-on").

/** A DNS name of at least two labels, lower-cased; no scheme, port, path or wildcard. */
export const domainName = () =>
  storableString()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/, "Must be a domain name such as `acme.example` (no scheme, path or wildcard)");

export const createDomainBody = z.strictObject({ domain: domainName() });
export type CreateDomainInput = z.output<typeof createDomainBody>;

export const domainShape = z.object({
  id: z.string(),
  domain: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  txtRecordName: z.string().describe("Where to publish the TXT record."),
  txtRecordValue: z.string().describe("The TXT record's value."),
  createdAt: z.string(),
});
export type DomainResponse = z.output<typeof domainShape>;

const pem = () => storableString().trim().min(1).max(20_000);
const MAX_SKEW_SECONDS = 300;

const common = {
  name: requiredText(200),
  enabled: z.boolean().optional(),
  jitProvisioning: z.boolean().optional(),
  defaultRole: z.enum(GRANTABLE_ROLES).optional(),
  ssoRequired: z.boolean().optional(),
};

const oidcFields = {
  issuer: httpUrl(),
  clientId: requiredText(500),
  clientSecret: requiredText(2000),
  scopes: z
    .array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, "Must be an OAuth scope token"))
    .min(1)
    .max(20)
    .optional(),
};

const samlFields = {
  idpMetadataXml: storableString().min(1).max(500_000).optional(),
  idpMetadataUrl: httpUrl().optional(),
  entityId: requiredText(1000).optional(),
  ssoUrl: httpUrl().optional(),
  certificates: z.array(pem()).min(1).max(5).optional(),
  clockSkewSeconds: z.number().int().min(0).max(MAX_SKEW_SECONDS).optional(),
};

export const createConnectionBody = z.discriminatedUnion("protocol", [
  z.strictObject({ protocol: z.literal("oidc"), ...common, ...oidcFields }),
  z.strictObject({ protocol: z.literal("saml"), ...common, ...samlFields }),
]);
export type CreateConnectionInput = z.output<typeof createConnectionBody>;

/** Every field optional; the protocol cannot change. `clientSecret` replaces the sealed one. */
export const updateConnectionBody = z.strictObject({
  name: common.name.optional(),
  enabled: common.enabled,
  jitProvisioning: common.jitProvisioning,
  defaultRole: common.defaultRole,
  ssoRequired: common.ssoRequired,
  issuer: oidcFields.issuer.optional(),
  clientId: oidcFields.clientId.optional(),
  clientSecret: oidcFields.clientSecret.optional(),
  scopes: oidcFields.scopes,
  ...samlFields,
});
export type UpdateConnectionInput = z.output<typeof updateConnectionBody>;

export const connectionShape = z.object({
  id: z.string(),
  protocol: z.enum(SSO_PROTOCOLS),
  name: z.string(),
  enabled: z.boolean(),
  jitProvisioning: z.boolean(),
  defaultRole: z.enum(ROLES),
  ssoRequired: z.boolean(),
  oidc: z
    .object({
      issuer: z.string(),
      clientId: z.string(),
      clientSecretSet: z.boolean().describe("The secret is stored encrypted and never answered."),
      scopes: z.array(z.string()),
      redirectUri: z.string().describe("Paste into the identity provider as the sign-in redirect URI."),
    })
    .nullable(),
  saml: z
    .object({
      idpEntityId: z.string(),
      ssoUrl: z.string(),
      idpMetadataUrl: z.string().nullable(),
      certificates: z.array(z.object({ fingerprintSha256: z.string(), notAfter: z.string().nullable() })),
      clockSkewSeconds: z.number().int(),
      acsUrl: z.string().describe("Paste into the identity provider as the Assertion Consumer Service (single sign-on) URL."),
      spEntityId: z.string().describe("Paste as the audience / SP entity id."),
      spMetadataUrl: z.string().describe("Public service-provider metadata, for identity providers that import it."),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConnectionResponse = z.output<typeof connectionShape>;

export const serviceProviderShape = z.object({
  oidc: z.object({ redirectUri: z.string().describe("Register as the sign-in (redirect) URI of an OpenID Connect client.") }),
  saml: z.object({
    acsUrl: z.string().describe("Register as the Assertion Consumer Service (single sign-on) URL."),
    spEntityId: z.string().describe("Register as the audience / SP entity id: the SAML connection added next gets it."),
    spMetadataUrl: z.string().describe("The next SAML connection's metadata URL (answers once that connection exists)."),
    connectionId: z.uuid().describe("The id the next SAML connection will have."),
  }),
});
export type ServiceProviderResponse = z.output<typeof serviceProviderShape>;

export const connectionTestShape = z.object({
  ok: z.boolean(),
  message: z.string(),
});
export type ConnectionTestResponse = z.output<typeof connectionTestShape>;

// The sign-in flow.

/** Same-origin paths only, so a sign-in can never send someone to another site. */
export const redirectPath = () =>
  storableString()
    .max(2000)
    .refine((value) => value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\"), "Must be a path on this site, starting with `/`");

export const startSignInBody = z.strictObject({
  email: z.email().max(320),
  redirectTo: redirectPath().optional(),
});
export type StartSignInInput = z.output<typeof startSignInBody>;

/** The form's GET: a bad value answers a redirect back to the sign-in page, never JSON, so everything is optional text. */
export const startSignInQuery = z.object({
  email: storableString().max(320).optional(),
  callbackUrl: storableString().max(2000).optional(),
});

export const startedSignInShape = z.object({
  protocol: z.enum(SSO_PROTOCOLS),
  redirectUrl: z.string().describe("Send the browser here: the identity provider's sign-in page."),
});
export type StartedSignInResponse = z.output<typeof startedSignInShape>;

export const oidcCallbackQuery = z.object({
  code: storableString().max(4000).optional(),
  state: storableString().max(500).optional(),
  error: storableString().max(500).optional(),
  error_description: storableString().max(2000).optional(),
  iss: storableString().max(2000).optional(),
});

export const samlAcsForm = z.object({
  SAMLResponse: z.string().describe("The identity provider's base64 SAML response (HTTP-POST binding)."),
  RelayState: z.string().optional().describe("Echoed from our AuthnRequest."),
});

export const connectionIdParams = z.object({ connectionId: uuidParam() });
