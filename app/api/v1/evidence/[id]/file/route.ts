import { replaceEvidenceFileRoute } from "@/lib/api/evidence";
import { replaceEvidenceFile } from "@/lib/evidence";
import { handle } from "@/lib/http/handle";

export const POST = handle(replaceEvidenceFileRoute, (ctx, { params, raw }) => replaceEvidenceFile(ctx, params.id, raw));
