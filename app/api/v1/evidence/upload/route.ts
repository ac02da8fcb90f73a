import { uploadEvidenceRoute } from "@/lib/api/evidence";
import { uploadEvidenceFile } from "@/lib/evidence";
import { handle } from "@/lib/http/handle";

export const POST = handle(uploadEvidenceRoute, (ctx, { raw }) => uploadEvidenceFile(ctx, raw));
