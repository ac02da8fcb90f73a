import { auditorCanReadFile } from "@/lib/audits/auditor/file-access";
import { readEvidenceFile } from "@/lib/evidence/read-evidence-file";
import { readEvidenceFileRoute } from "@/lib/evidence/routes";
import { handle } from "@/lib/http/handle";

export const GET = handle(readEvidenceFileRoute, (ctx, { params }) => readEvidenceFile(ctx, params.id, auditorCanReadFile));
