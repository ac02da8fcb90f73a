import { handle } from "@/lib/http/handle";
import { addAuditorRequestCommentRoute, listAuditorRequestCommentsRoute } from "@/lib/api/audits";
import { addAuditorRequestComment, listAuditorRequestComments } from "@/lib/audits";

export const GET = handle(listAuditorRequestCommentsRoute, (ctx, { params, query }) => listAuditorRequestComments(ctx, params.id, query));
export const POST = handle(addAuditorRequestCommentRoute, (ctx, { params, body }) => addAuditorRequestComment(ctx, params.id, body));
