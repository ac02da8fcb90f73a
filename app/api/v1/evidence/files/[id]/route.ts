import { auditorCanReadFile } from "@/lib/audits";
import { readEvidenceFile, readEvidenceFileRoute } from "@/lib/evidence";
import { handle } from "@/lib/http/handle";

export const GET = handle(readEvidenceFileRoute, (ctx, { params }) => readEvidenceFile(ctx, params.id, auditorCanReadFile));
