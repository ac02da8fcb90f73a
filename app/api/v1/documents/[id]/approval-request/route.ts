import { handle } from "@/lib/http/handle";
import { requestDocumentApprovalRoute } from "@/lib/api/documents";
import { requestDocumentApproval } from "@/lib/documents";

export const POST = handle(requestDocumentApprovalRoute, (ctx, { params }) => requestDocumentApproval(ctx, params.id));
