// The evidence domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { addEvidence } from "./add-evidence";
export { createEvidence } from "./create-evidence";
export { deleteEvidence } from "./delete-evidence";
export { getEvidence } from "./get-evidence";
export { controlsReferringToFile, countEvidenceByControl, evidenceOfAudit, pageEvidenceForControl, resolveEvidenceUrl } from "./internal/audit-evidence";
export type { AuditEvidenceScope } from "./internal/audit-evidence";
export { effectiveSpan } from "./internal/effective-span";
export type { EffectiveSpan, TimeWindow } from "./internal/effective-span";
export { evidenceFilesOfAudit } from "./internal/audit-files";
export { fileUrl as evidenceFileUrl } from "./internal/receive-upload";
export { evidenceItemUrl } from "./internal/item-url";
export type { AuditEvidenceFile } from "./internal/audit-files";
export { evidenceFactsFor } from "./internal/evidence-facts";
export { fileFacts, fileFactsOf } from "./internal/file-facts";
export type { FileFacts } from "./internal/file-facts";
export type { EvidenceFact } from "./internal/evidence-facts";
export { expiringEvidence } from "./internal/expiring-evidence";
export { controlsOfEvidence, evidenceExpiringBetween } from "./internal/reminder-candidates";
export { evidenceForFrameworks } from "./internal/evidence-for-frameworks";
export { listEvidence } from "./list-evidence";
export { listEvidenceFiles } from "./list-evidence-files";
export { readEvidenceFile } from "./read-evidence-file";
export { discardSnapshot, recordSnapshot, snapshotTempPath } from "./record-snapshot";
export type { SnapshotFile, SnapshotInput } from "./record-snapshot";
export { replaceEvidenceFile } from "./replace-evidence-file";
export {
  createEvidenceRoute,
  deleteEvidenceRoute,
  evidenceRoutes,
  getEvidenceRoute,
  listEvidenceFilesRoute,
  listEvidenceRoute,
  readEvidenceFileRoute,
  replaceEvidenceFileRoute,
  updateEvidenceRoute,
  uploadEvidenceRoute,
} from "./routes";
export type { ControlRef, Evidence, FileVersion, UploadedFile } from "./schemas";
export { updateEvidence } from "./update-evidence";
export { uploadEvidenceFile } from "./upload-evidence-file";
export { uploadAccountFile } from "./upload-account-file";
export type { StoredFile } from "./upload-account-file";
export { auditorUploader, fileUploadedByAny } from "./internal/uploader-names";
