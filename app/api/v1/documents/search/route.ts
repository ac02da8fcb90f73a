import { handle } from "@/lib/http/handle";
import { searchRoute } from "@/lib/documents/routes";
import { searchTemplates } from "@/lib/documents/search";

export const POST = handle(searchRoute, async (_ctx, { body }) => searchTemplates(body));
