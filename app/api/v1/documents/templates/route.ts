import { handle } from "@/lib/http/handle";
import { listTemplates, listTemplatesRoute } from "@/lib/documents";

export const GET = handle(listTemplatesRoute, async (_ctx, { query }) => listTemplates(query));
