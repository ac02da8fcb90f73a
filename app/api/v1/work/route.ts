import { handle } from "@/lib/http/handle";
import { listMyWorkRoute } from "@/lib/api/work";
import { listMyWork } from "@/lib/work";

export const GET = handle(listMyWorkRoute, (ctx, { query }) => listMyWork(ctx, query));
