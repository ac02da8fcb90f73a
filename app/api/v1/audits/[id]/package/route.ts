import { handle } from "@/lib/http/handle";
import { downloadPackageRoute } from "@/lib/api/audits";
import { downloadAuditPackage } from "@/lib/audits";

export const GET = handle(downloadPackageRoute, (ctx, { params }) => downloadAuditPackage(ctx, params.id));
