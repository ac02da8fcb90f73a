import { handle } from "@/lib/http/handle";
import { listTemplates } from "@/lib/documents/list-templates";
import { listTemplatesRoute } from "@/lib/documents/routes";

export const GET = handle(listTemplatesRoute, async (_ctx, { query }) => listTemplates(query));
