import { handle } from "@/lib/http/handle";
import { downloadAuditPackage, downloadPackageRoute } from "@/lib/audits";

export const GET = handle(downloadPackageRoute, (ctx, { params }) => downloadAuditPackage(ctx, params.id));
