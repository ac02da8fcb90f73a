import { handle } from "@/lib/http/handle";
import { searchRoute } from "@/lib/api/documents";
import { searchTemplates } from "@/lib/documents";

export const POST = handle(searchRoute, async (_ctx, { body }) => searchTemplates(body));
