import { getFrameworkRoute } from "@/lib/api/frameworks";
import { getFrameworkJson } from "@/lib/frameworks";
import { handle } from "@/lib/http/handle";

export const GET = handle(getFrameworkRoute, async (_ctx, { params }) => getFrameworkJson(params.id));
