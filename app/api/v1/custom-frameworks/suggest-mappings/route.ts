import { suggestMappingsRoute } from "@/lib/api/custom-frameworks";
import { suggestMappings } from "@/lib/custom-frameworks";
import { handle } from "@/lib/http/handle";

export const POST = handle(suggestMappingsRoute, (ctx, { body }) => suggestMappings(ctx, body));
