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
});

export const meRoute = defineRoute({
  method: "GET",
  path: "/api/v1/auth/me",
  summary: "The signed-in user and account",
  tags,
  auth: "customer",
  response: meShape,
});

export const createApiKeyRoute = defineRoute({
  method: "POST",
  path: "/api/v1/api-keys",
  summary: "Create an API key (the key is shown this once)",
  tags: ["API keys"],
  auth: "customer",
  body: createApiKeyBody,
  response: createdApiKeyShape,
  status: 201,
});

export const listApiKeysRoute = defineRoute({
  method: "GET",
  path: "/api/v1/api-keys",
  summary: "List the account's active API keys",
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
  tags: ["API keys"],
  auth: "customer",
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const authRoutes = [registerRoute, tokenRoute, meRoute, createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute];
