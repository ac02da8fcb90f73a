import { auditorCanReadFile } from "@/lib/audits";
import { readEvidenceFileRoute } from "@/lib/api/evidence";
import { readEvidenceFile } from "@/lib/evidence";
import { handle } from "@/lib/http/handle";

export const GET = handle(readEvidenceFileRoute, (ctx, { params }) => readEvidenceFile(ctx, params.id, auditorCanReadFile));
