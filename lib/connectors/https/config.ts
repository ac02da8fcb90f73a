import { z } from "zod";

const pemBundle = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

export const httpsConfigSchema = z.strictObject({
  urls: z
    .array(z.url({ protocol: /^https$/, error: "an https:// URL" }).max(2048))
    .min(1)
    .max(50)
    .refine((urls) => new Set(urls.map((u) => new URL(u).toString())).size === urls.length, "each URL once")
    .describe("The HTTPS endpoints to check (1 to 50), e.g. https://www.example.com/ and https://api.example.com/health."),
  caCertificates: z
    .string()
    .max(200_000)
    .regex(pemBundle, "PEM certificates (-----BEGIN CERTIFICATE-----)")
    .optional()
    .describe("Extra CA certificates (PEM, one or more) trusted besides the system's, for internal endpoints whose certificates a private CA issues."),
});

export const httpsCredentialSchema = z.strictObject({});

export type HttpsConfig = z.output<typeof httpsConfigSchema>;
export type HttpsCredentials = z.output<typeof httpsCredentialSchema>;
