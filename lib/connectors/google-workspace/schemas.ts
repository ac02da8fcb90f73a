import { z } from "zod";

export const googleWorkspaceConfigSchema = z.strictObject({
  adminEmail: z
    .email()
    .max(320)
    .describe("A super administrator (or an admin with read access to users) the service account acts for through domain-wide delegation."),
  customerId: z
    .string()
    .regex(/^(my_customer|C[0-9a-zA-Z]+)$/, "Use my_customer or the customer ID shown under Account settings (it starts with C)")
    .default("my_customer")
    .describe("The Workspace customer ID (Admin console → Account → Account settings), or my_customer for the admin's own account."),
  domain: z
    .string()
    .max(253)
    .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, "A domain name such as example.com")
    .optional()
    .describe("Only list users of this domain (optional; by default every domain of the customer)."),
});
export type GoogleWorkspaceConfig = z.output<typeof googleWorkspaceConfigSchema>;

const keyFile = z.object({
  type: z.literal("service_account", "The key file's type must be service_account"),
  client_email: z.email(),
  private_key: z.string().includes("PRIVATE KEY", "The key file's private_key is not a PEM private key"),
});

export const googleWorkspaceCredentialSchema = z
  .strictObject({
    serviceAccountKey: z
      .string()
      .max(10_000)
      .optional()
      .describe("The service account's JSON key file, pasted whole. Or leave it empty and give clientEmail and privateKey."),
    clientEmail: z.email().max(320).optional().describe("The service account's e-mail (client_email in the key file)."),
    privateKey: z.string().max(10_000).optional().describe("The service account's PEM private key (private_key in the key file)."),
  })
  .superRefine((value, issues) => {
    if (value.serviceAccountKey) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value.serviceAccountKey);
      } catch {
        issues.addIssue({ code: "custom", path: ["serviceAccountKey"], message: "The key file is not valid JSON" });
        return;
      }
      const result = keyFile.safeParse(parsed);
      if (!result.success) issues.addIssue({ code: "custom", path: ["serviceAccountKey"], message: result.error.issues[0].message });
      return;
    }
    if (!value.clientEmail) issues.addIssue({ code: "custom", path: ["clientEmail"], message: "Give the key file, or clientEmail and privateKey" });
    if (!value.privateKey?.includes("PRIVATE KEY"))
      issues.addIssue({ code: "custom", path: ["privateKey"], message: "Give the key file, or clientEmail and a PEM privateKey" });
  });
export type GoogleWorkspaceCredentials = z.output<typeof googleWorkspaceCredentialSchema>;
