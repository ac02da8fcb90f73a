import { handle } from "@/lib/http/handle";
import { listTemplatesRoute } from "@/lib/api/documents";
import { listTemplates } from "@/lib/documents";

export const GET = handle(listTemplatesRoute, async (_ctx, { query }) => listTemplates(query));
