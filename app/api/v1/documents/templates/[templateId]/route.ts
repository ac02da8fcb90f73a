import { handle } from "@/lib/http/handle";
import { getTemplateRoute } from "@/lib/api/documents";
import { getTemplateView } from "@/lib/documents";

export const GET = handle(getTemplateRoute, async (_ctx, { params }) => getTemplateView(params.templateId));
