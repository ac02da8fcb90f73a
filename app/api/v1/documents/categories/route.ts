import { handle } from "@/lib/http/handle";
import { listCategories } from "@/lib/documents/list-categories";
import { categoriesRoute } from "@/lib/documents/routes";

export const GET = handle(categoriesRoute, async (_ctx, { query }) => listCategories(query));
