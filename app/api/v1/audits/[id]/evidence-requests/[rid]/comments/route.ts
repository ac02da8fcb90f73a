import { handle } from "@/lib/http/handle";
import { addRequestCommentRoute, listRequestCommentsRoute } from "@/lib/api/audits";
import { addRequestComment, listRequestComments } from "@/lib/audits";

export const GET = handle(listRequestCommentsRoute, (ctx, { params, query }) => listRequestComments(ctx, params.id, params.rid, query));
export const POST = handle(addRequestCommentRoute, (ctx, { params, body }) => addRequestComment(ctx, params.id, params.rid, body));
