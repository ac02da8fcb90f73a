import { handle } from "@/lib/http/handle";
import { listMyWorkRoute } from "@/lib/api/work";
import { listMyWork } from "@/lib/flows";

export const GET = handle(listMyWorkRoute, (ctx, { query }) => listMyWork(ctx, query));
