import type { Tier } from "@/db/accounts";

/**
 * The plan custom frameworks need (docs/api.md §6). The route specs (`domainRoutes`), the service
 * gate and the OpenAPI document all read this one constant.
 */
export const CUSTOM_FRAMEWORKS_TIER: Tier = "scale";
