// What the Okta connector's resources and grants are called: light constants the catalogue reads without loading the SDK.
export const USER = "okta.user";
export const ORG = "okta.org";
export const OKTA_SCOPES = ["okta.users.read", "okta.factors.read", "okta.roles.read", "okta.policies.read"];
