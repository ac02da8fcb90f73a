// What the GitHub connector's resources are called: light constants the catalogue reads without loading Octokit.
export const ORGANIZATION = "github.organization";
export const MEMBER = "github.member";
export const REPOSITORY = "github.repository";
