import { z } from "zod";
import { prose } from "@/lib/format/prose";

/** Selectors the big providers and common tools use: Google Workspace, Microsoft 365, Mailchimp, and generic ones. */
export const DEFAULT_DKIM_SELECTORS = ["google", "selector1", "selector2", "k1", "default", "dkim", "s1", "s2", "mail"] as const;

const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, "a domain name such as example.com");

export const emailDomainConfigSchema = z.strictObject({
  domains: z
    .array(domainName)
    .min(1)
    .max(50)
    .refine((domains) => new Set(domains).size === domains.length, "each domain once")
    .describe("The domains your organisation sends e-mail from (1 to 50), e.g. example.com."),
  dkimSelectors: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9_-]{1,63}(\.[a-z0-9_-]{1,63})*$/, "a DKIM selector such as google or selector1"),
    )
    .min(1)
    .max(20)
    .default([...DEFAULT_DKIM_SELECTORS])
    .describe(
      prose(
        "DKIM selectors to look for (DNS offers no way to list them). Default: google, selector1, selector2, k1, default, dkim, s1, s2,",
        "mail; add your mail provider's (shown in its DKIM settings).",
      ),
    ),
});

export const emailDomainCredentialSchema = z.strictObject({});

export type EmailDomainConfig = z.output<typeof emailDomainConfigSchema>;
export type EmailDomainCredentials = z.output<typeof emailDomainCredentialSchema>;
