import { z } from "zod";
import { TIERS } from "@/db/accounts";
import { requiredText, storableString } from "@/lib/schemas";

const email = storableString().trim().toLowerCase().max(254).email("Must be an e-mail address");

export const registerBody = z.strictObject({
  email,
  password: storableString().min(12, "At least 12 characters").max(200, "At most 200 characters"),
  name: requiredText(200),
  company: requiredText(200),
});

// Any e-mail/password pair that names no user is a wrong pair (401 invalid_credentials), however
// it is spelled; only a missing field is a malformed request.
export const tokenBody = z.strictObject({
  email: storableString().trim().toLowerCase().min(1, "Required").max(1024),
  password: storableString().min(1, "Required").max(1024),
});

export const createApiKeyBody = z.strictObject({ name: requiredText(100) });

export const userShape = z.object({ id: z.string(), email: z.string(), name: z.string() });
export const accountShape = z.object({ id: z.string(), name: z.string(), tier: z.enum(TIERS) });
export const tokenShape = z.object({ accessToken: z.string(), tokenType: z.literal("Bearer"), expiresIn: z.number() });
export const meShape = z.object({ user: userShape, account: accountShape });
export const registeredShape = meShape.extend(tokenShape.shape);
export const apiKeyShape = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const createdApiKeyShape = z.object({ id: z.string(), name: z.string(), key: z.string(), prefix: z.string(), createdAt: z.string() });

export type RegisterInput = z.output<typeof registerBody>;
export type TokenInput = z.output<typeof tokenBody>;
export type CreateApiKeyInput = z.output<typeof createApiKeyBody>;
