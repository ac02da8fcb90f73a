import { suggestMappings } from "@/lib/custom-frameworks/suggest-mappings";
import { suggestMappingsRoute } from "@/lib/custom-frameworks/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(suggestMappingsRoute, (ctx, { body }) => suggestMappings(ctx, body));
