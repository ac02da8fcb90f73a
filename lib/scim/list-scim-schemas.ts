import type { Ctx } from "@/lib/context";
import { schemas } from "./internal/discovery";
import { LIST_RESPONSE_SCHEMA } from "./internal/urns";

/** `GET /scim/v2/Schemas` (public): the attributes the endpoint stores. */
export async function listScimSchemas(_ctx: Ctx) {
  const items = schemas();
  return { schemas: [LIST_RESPONSE_SCHEMA], totalResults: items.length, startIndex: 1, itemsPerPage: items.length, Resources: items };
}
