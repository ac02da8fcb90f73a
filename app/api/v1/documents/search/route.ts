import { handle } from "@/lib/http/handle";
import { searchDocumentTemplates } from "@/lib/documents/search-templates";
import { searchRoute } from "@/lib/documents/routes";

export const POST = handle(searchRoute, async (_ctx, { body }) => searchDocumentTemplates(body));
