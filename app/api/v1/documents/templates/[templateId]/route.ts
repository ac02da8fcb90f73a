import { handle } from "@/lib/http/handle";
import { getTemplateView } from "@/lib/documents/get-template";
import { getTemplateRoute } from "@/lib/documents/routes";

export const GET = handle(getTemplateRoute, async (_ctx, { params }) => getTemplateView(params.templateId));
