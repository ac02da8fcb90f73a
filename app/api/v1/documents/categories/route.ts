import { handle } from "@/lib/http/handle";
import { listCategories, categoriesRoute } from "@/lib/documents";

export const GET = handle(categoriesRoute, async (_ctx, { query }) => listCategories(query));
