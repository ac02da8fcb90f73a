// The api-keys domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { createApiKey } from "./create-api-key";
export { apiKeyLabels } from "./internal/key-labels";
export { listApiKeys } from "./list-api-keys";
export { revokeApiKey } from "./revoke-api-key";
export { rotateApiKey } from "./rotate-api-key";
