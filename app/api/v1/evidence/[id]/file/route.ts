import { replaceEvidenceFile } from "@/lib/evidence/replace-evidence-file";
import { replaceEvidenceFileRoute } from "@/lib/evidence/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(replaceEvidenceFileRoute, (ctx, { params, raw }) => replaceEvidenceFile(ctx, params.id, raw));
