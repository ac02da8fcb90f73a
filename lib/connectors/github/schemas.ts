import { z } from "zod";

export const GITHUB_COM_API = "https://api.github.com";

export const githubConfigSchema = z.strictObject({
  organization: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "An organization login has letters, digits and hyphens")
    .describe("The organization's login, as in https://github.com/<login>"),
  baseUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional()
    .describe("GitHub Enterprise Server only: its REST API root, e.g. https://ghe.example.com/api/v3. Leave empty for GitHub.com."),
});

export const githubCredentialSchema = z.strictObject({
  token: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .describe("A personal access token of an organization owner: fine-grained (read-only permissions) or classic (scopes in the least-privilege note)"),
});

export type GitHubConfig = z.infer<typeof githubConfigSchema>;
export type GitHubCredentials = z.infer<typeof githubCredentialSchema>;
