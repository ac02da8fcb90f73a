import { uploadEvidenceFile } from "@/lib/evidence/upload-evidence-file";
import { uploadEvidenceRoute } from "@/lib/evidence/routes";
import { handle } from "@/lib/http/handle";

export const POST = handle(uploadEvidenceRoute, (ctx, { raw }) => uploadEvidenceFile(ctx, raw));
