import { handle } from "@/lib/http/handle";
import { listMyWork } from "@/lib/flows";
import { listMyWorkRoute } from "@/lib/work";

export const GET = handle(listMyWorkRoute, (ctx, { query }) => listMyWork(ctx, query));
