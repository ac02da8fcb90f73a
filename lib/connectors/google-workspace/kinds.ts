// What the Google Workspace connector's resources and grants are called: light constants the catalogue reads without loading the SDK.
export const USER = "google_workspace.user";
export const DIRECTORY = "google_workspace.directory";
export const DIRECTORY_SCOPE = "https://www.googleapis.com/auth/admin.directory.user.readonly";
export const POLICY_SCOPE = "https://www.googleapis.com/auth/cloud-identity.policies.readonly";
