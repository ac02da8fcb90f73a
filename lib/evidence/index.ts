// The evidence domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { addEvidence } from "./add-evidence";
export { createEvidence } from "./create-evidence";
export { deleteEvidence } from "./delete-evidence";
export { getEvidence } from "./get-evidence";
export { controlsReferringToFile, countEvidenceByControl, pageEvidenceForControl, resolveEvidenceUrl } from "./internal/audit-evidence";
export type { AuditEvidenceScope } from "./internal/audit-evidence";
export { evidenceFactsFor } from "./internal/evidence-facts";
export type { EvidenceFact } from "./internal/evidence-facts";
export { evidenceForFrameworks } from "./internal/evidence-for-frameworks";
export { listEvidence } from "./list-evidence";
export { listEvidenceFiles } from "./list-evidence-files";
export { readEvidenceFile } from "./read-evidence-file";
export { replaceEvidenceFile } from "./replace-evidence-file";
export { createEvidenceRoute, deleteEvidenceRoute, evidenceRoutes, getEvidenceRoute, listEvidenceFilesRoute, listEvidenceRoute, readEvidenceFileRoute, replaceEvidenceFileRoute, updateEvidenceRoute, uploadEvidenceRoute } from "./routes";
export type { ControlRef, Evidence, UploadedFile } from "./schemas";
export { updateEvidence } from "./update-evidence";
export { uploadEvidenceFile } from "./upload-evidence-file";
