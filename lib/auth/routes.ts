import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import { apiKeyShape, createApiKeyBody, createdApiKeyShape, meShape, registerBody, registeredShape, tokenBody, tokenShape } from "./schemas";

const tags = ["Auth"];

export const registerRoute = defineRoute({
  method: "POST",
  path: "/api/v1/auth/register",
  summary: "Create an account and its first user",
  description: "New accounts start on the `free` tier. Answers 409 `email_taken` when the e-mail is registered.",
  tags,
  auth: "none",
  rateLimit: "auth",
  body: registerBody,
  response: registeredShape,
  status: 201,
  errors: [409, 429],
  examples: { body: { email: "jane@acme.example", password: "correct-horse-battery-staple", name: "Jane Doe", company: "Acme Corp" } },
});

export const tokenRoute = defineRoute({
  method: "POST",
  path: "/api/v1/auth/token",
  summary: "Exchange e-mail and password for a customer JWT (1 hour)",
  description: "Any wrong pair answers 401 `invalid_credentials`, with the same answer and timing for an unknown e-mail.",
  tags,
  auth: "none",
  rateLimit: "auth",
  body: tokenBody,
  response: tokenShape,
  errors: [401, 429],
  examples: { body: { email: "jane@acme.example", password: "correct-horse-battery-staple" } },
});

export const meRoute = defineRoute({
  method: "GET",
  path: "/api/v1/auth/me",
  summary: "The signed-in user and account",
  description: "The user the customer token (or console session) belongs to, and their account with its current tier.",
  tags,
  auth: "customer",
  response: meShape,
});

export const createApiKeyRoute = defineRoute({
  method: "POST",
  path: "/api/v1/api-keys",
  summary: "Create an API key (the key is shown this once)",
  description:
    "Issues a random `cpk_` key for the caller's account. `key` is answered only here and stored only as a SHA-256 hash; `prefix` identifies it later. Keys act for the account on the document generate, bulk and validate routes and on the document reads.",
  tags: ["API keys"],
  auth: "customer",
  body: createApiKeyBody,
  response: createdApiKeyShape,
  status: 201,
  examples: { body: { name: "CI pipeline" } },
});

export const listApiKeysRoute = defineRoute({
  method: "GET",
  path: "/api/v1/api-keys",
  summary: "List the account's active API keys",
  description: "Active (not revoked) keys of the account, newest first, with `prefix` and `lastUsedAt`; never the secret.",
  tags: ["API keys"],
  auth: "customer",
  query: pageQuery,
  response: z.array(apiKeyShape),
  paginated: true,
});

export const revokeApiKeyRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/api-keys/{id}",
  summary: "Revoke an API key",
  description: "The key answers 401 from then on. A key of another account, or one already revoked, answers 404.",
  tags: ["API keys"],
  auth: "customer",
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const authRoutes = [registerRoute, tokenRoute, meRoute, createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute];
