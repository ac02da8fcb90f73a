import { getFrameworkJson } from "@/lib/frameworks/get-framework";
import { getFrameworkRoute } from "@/lib/frameworks/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(getFrameworkRoute, async (_ctx, { params }) => getFrameworkJson(params.id));
