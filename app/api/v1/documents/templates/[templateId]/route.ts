import { handle } from "@/lib/http/handle";
import { getTemplateView, getTemplateRoute } from "@/lib/documents";

export const GET = handle(getTemplateRoute, async (_ctx, { params }) => getTemplateView(params.templateId));
