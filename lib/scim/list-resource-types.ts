import type { Ctx } from "@/lib/context";
import { resourceTypes } from "./internal/discovery";
import { LIST_RESPONSE_SCHEMA } from "./internal/urns";

/** `GET /scim/v2/ResourceTypes` (public). */
export async function listResourceTypes(_ctx: Ctx) {
  const items = resourceTypes();
  return { schemas: [LIST_RESPONSE_SCHEMA], totalResults: items.length, startIndex: 1, itemsPerPage: items.length, Resources: items };
}
