import { handle } from "@/lib/http/handle";
import { requestDocumentApproval, requestDocumentApprovalRoute } from "@/lib/documents";

export const POST = handle(requestDocumentApprovalRoute, (ctx, { params }) => requestDocumentApproval(ctx, params.id));
