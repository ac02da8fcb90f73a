import { listScimSchemas, schemasRoute } from "@/lib/scim";
import { handle } from "@/lib/http/handle";

export const GET = handle(schemasRoute, (ctx) => listScimSchemas(ctx));
