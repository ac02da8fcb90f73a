// The audits domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { customerGate, findCustomerAudit, readerGate } from "./internal/access";
export { acceptEvidenceRequests } from "./auditor/accept-evidence-requests";
export { acceptInvitation } from "./auditor/accept-invitation";
export { addAuditorRequestComment } from "./auditor/add-request-comment";
export { addRequestComment } from "./add-request-comment";
export { listAuditorRequestComments } from "./auditor/list-request-comments";
export { listRequestComments } from "./list-request-comments";
export { requestEvidenceInBulk } from "./auditor/request-evidence-in-bulk";
export { reviewEvidenceRequest } from "./auditor/review-evidence-request";
export { completeAudit } from "./auditor/complete-audit";
export { getCompletionCheck } from "./auditor/get-completion-check";
export { createEvidenceRequest } from "./auditor/create-evidence-request";
export { createFinding } from "./auditor/create-finding";
export { auditorCanReadFile } from "./auditor/internal/file-access";
export { auditorCanReadDocumentVersion } from "./auditor/internal/document-access";
export { acceptedAuditorInvitation } from "./auditor/internal/accepted-invitation";
export { auditorEmails, auditorNames } from "./internal/auditor-names";
export { dueEvidenceRequests } from "./internal/due-requests";
export { filesHeldByAudits } from "./internal/held-files";
export type { DueEvidenceRequest } from "./internal/due-requests";
export { getAuditorAudit } from "./auditor/get-audit";
export { AUDITOR_SIGNED_OUT_PATH, auditorFromCookie, auditorPageContext } from "./auditor/internal/page-context";
export { listControlEvidence } from "./auditor/list-control-evidence";
export { listControlDocuments } from "./auditor/list-control-documents";
export { listAuditorControls } from "./auditor/list-controls";
export { listAuditorEvidenceRequests } from "./auditor/list-evidence-requests";
export { listAuditorFindings } from "./auditor/list-findings";
export { listAuditorIncidents } from "./auditor/list-auditor-incidents";
export { listAuditorAudits } from "./auditor/list-auditor-audits";
export { signOutAuditor } from "./auditor/sign-out-auditor";
export { switchAuditorAudit } from "./auditor/switch-auditor-audit";
export { downloadAuditorReport } from "./auditor/download-report";
export { exportAuditorAssessmentResults } from "./auditor/export-assessment-results";
export { uploadAuditorFile } from "./auditor/upload-auditor-file";
export { updateControlStatus } from "./auditor/update-control-status";
export { updateFinding } from "./auditor/update-finding";
export { createAudit } from "./create-audit";
export { downloadAuditPackage } from "./download-package";
export { downloadReport } from "./download-report";
export { exportAuditCsv } from "./export-audit-csv";
export { exportAuditAssessmentResults } from "./export-audit-assessment-results";
export { exportAuditPoam } from "./export-audit-poam";
export { generateReport } from "./generate-report";
export { getAudit } from "./get-audit";
export { getAuditScope } from "./get-audit-scope";
export { inviteAuditor } from "./invite-auditor";
export { openAuditWork } from "./internal/open-work";
export { assignedAuditWork } from "./internal/assigned-work";
export type { AssignedAuditWork } from "./internal/assigned-work";
export { safeCell, toCsv } from "./internal/csv";
export type { OpenAuditWork } from "./internal/open-work";
export { listActivity } from "./list-activity";
export { listAuditControls } from "./list-audit-controls";
export { listAudits } from "./list-audits";
export { listEvidenceRequests } from "./list-evidence-requests";
export { listFindings } from "./list-findings";
export { listInvitations } from "./list-invitations";
export { respondEvidenceRequest } from "./respond-evidence-request";
export { setEvidenceRequestAssignment } from "./set-evidence-request-assignment";
export { setFindingResponse } from "./set-finding-response";
export { setAuditScope } from "./set-audit-scope";
export type { AuditExport } from "./internal/export-rows";
export type { AcceptedJson, AuditorAuditListItemJson, AuditorFileJson, AuditScopeJson, SignedOutJson } from "./schemas";
export type {
  ActivityJson,
  AuditControlJson,
  CompletedAuditJson,
  CompletionCheckJson,
  AuditJson,
  AuditorControlJson,
  CommentJson,
  ControlDocumentJson,
  ControlEvidenceJson,
  EmailDeliveryJson,
  EvidenceRequestJson,
  EvidenceSubmissionJson,
  FindingJson,
  InvitationJson,
  InvitationListItemJson,
  OpenWorkJson,
  ProgressJson,
  ReportJson,
} from "./schemas";
export { updateAudit } from "./update-audit";
export { assertPopulationCompleteness } from "./populations/assert-population-completeness";
export { createPopulation } from "./populations/create-population";
export { deletePopulation } from "./populations/delete-population";
export { getAuditorPopulation } from "./populations/get-auditor-population";
export { getPopulation } from "./populations/get-population";
export { listAuditorPopulationRows } from "./populations/list-auditor-population-rows";
export { listAuditorPopulations } from "./populations/list-auditor-populations";
export { listPopulationRows } from "./populations/list-population-rows";
export { listPopulations } from "./populations/list-populations";
export { previewPopulation } from "./populations/preview-population";
export type { PopulationJson, PopulationPreviewJson, PopulationRowJson } from "./populations/schemas";
export { createSample } from "./samples/create-sample";
export { getAuditorSample } from "./samples/get-auditor-sample";
export { getSample } from "./samples/get-sample";
export { listAuditorSamples } from "./samples/list-auditor-samples";
export { listSamples } from "./samples/list-samples";
export { recordSampleResult } from "./samples/record-sample-result";
export type { DrawnItemJson, SampleDetailJson, SampleDrawJson, SampleItemJson, SampleJson } from "./samples/schemas";
export type { RecordSampleResultBody } from "./samples/schemas";
