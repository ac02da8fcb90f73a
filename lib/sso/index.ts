// The single sign-on domain's public surface (docs/DEVELOPING.md "Domains"): verified e-mail domains, identity
// providers (OpenID Connect and SAML 2.0) and the sign-in flow through them.
import "server-only";
export { completeOidcSignIn } from "./complete-oidc-sign-in";
export { completeSamlSignIn } from "./complete-saml-sign-in";
export { createConnection } from "./create-connection";
export { createDomain } from "./create-domain";
export { deleteConnection } from "./delete-connection";
export { deleteDomain } from "./delete-domain";
export { ssoRequiredFor, verifiedDomainNames } from "./internal/domains";
export { getConnection } from "./get-connection";
export { getServiceProvider } from "./get-service-provider";
export { getSpMetadata } from "./get-sp-metadata";
export { listConnections } from "./list-connections";
export { listDomains } from "./list-domains";
export { redirectToIdp } from "./redirect-to-idp";
export type { ConnectionResponse, ConnectionTestResponse, DomainResponse, ServiceProviderResponse, StartedSignInResponse } from "./schemas";
export { startSignIn } from "./start-sign-in";
export { testConnection } from "./test-connection";
export { updateConnection } from "./update-connection";
export { verifyDomain } from "./verify-domain";
