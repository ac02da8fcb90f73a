import type { Tier } from "@/db/accounts";

/**
 * The plan audits need (docs/api.md §6), for the customer and the auditor side alike. The route
 * specs (`domainRoutes`), the service gates and the OpenAPI document all read this one constant.
 */
export const AUDITS_TIER: Tier = "business";
