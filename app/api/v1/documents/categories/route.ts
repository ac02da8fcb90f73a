import { handle } from "@/lib/http/handle";
import { categoriesRoute } from "@/lib/api/documents";
import { listCategories } from "@/lib/documents";

export const GET = handle(categoriesRoute, async (_ctx, { query }) => listCategories(query));
