import { schemasRoute } from "@/lib/api/scim";
import { listScimSchemas } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(schemasRoute, (ctx) => listScimSchemas(ctx));
