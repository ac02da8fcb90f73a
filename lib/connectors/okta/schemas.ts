import { z } from "zod";

export const oktaConfigSchema = z.strictObject({
  orgUrl: z
    .url({ protocol: /^https?$/, message: "The org URL, such as https://acme.okta.com" })
    .max(300)
    .describe("The Okta org's URL, e.g. https://acme.okta.com (or your custom domain). Only its origin is used."),
});
export type OktaConfig = z.output<typeof oktaConfigSchema>;

export const oktaCredentialSchema = z
  .strictObject({
    apiToken: z
      .string()
      .min(20)
      .max(200)
      .optional()
      .describe("An API token (Security → API → Tokens) created by a Read-Only Administrator. Or leave it empty and use a service app below."),
    clientId: z
      .string()
      .min(10)
      .max(100)
      .optional()
      .describe("Client ID of an API Services app that authenticates with a private key (public key / private key JWT)."),
    privateKey: z.string().max(10_000).optional().describe("That app's private key: PEM, or the JWK JSON Okta generated."),
    keyId: z.string().max(200).optional().describe("The key's kid, when the app has several keys (optional)."),
  })
  .superRefine((value, issues) => {
    if (value.apiToken) {
      if (value.clientId || value.privateKey) issues.addIssue({ code: "custom", path: ["apiToken"], message: "Give an API token or a service app, not both" });
      return;
    }
    if (!value.clientId) issues.addIssue({ code: "custom", path: ["clientId"], message: "Give an API token, or a service app's clientId and privateKey" });
    if (!value.privateKey) issues.addIssue({ code: "custom", path: ["privateKey"], message: "Give an API token, or a service app's clientId and privateKey" });
  });
export type OktaCredentials = z.output<typeof oktaCredentialSchema>;
