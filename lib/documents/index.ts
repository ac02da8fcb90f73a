// The documents domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { approveDocument } from "./approve-document";
export { archiveDocument } from "./archive-document";
export { diffDocumentVersions } from "./diff-document-versions";
export { downloadDocument } from "./download-document";
export { downloadDocumentVersion } from "./download-document-version";
export type { AuditorDocumentCheck } from "./download-document-version";
export { editDocument } from "./edit-document";
export { generateDocuments } from "./generate-bulk";
export { generateDocument } from "./generate-document";
export { getDocumentVersion } from "./get-document-version";
export { documentCategories } from "./internal/categories";
export { documentsAwaitingApproval } from "./internal/awaiting-approval";
export { approvedDocumentVersions, documentVersionsByIds, documentVersionTexts } from "./internal/approved-versions";
export type { DocumentVersionRef } from "./internal/approved-versions";
export { documentVersionUrl } from "./internal/version-url";
export { getTemplateView } from "./internal/get-template";
export { documentKindOfTemplate } from "./internal/kind-of-template";
export type { DocumentKind } from "./internal/kinds";
export { frameworksWithTemplates, listDocumentFrameworks } from "./internal/list-frameworks";
export { collectPdf, markdownToPdf, printable as pdfText, stampPageFooters } from "./internal/render-pdf";
export { exampleVariables } from "./internal/preview";
export { searchTemplates } from "./internal/search";
export { toTemplateView } from "./internal/template-view";
export { listCategories } from "./list-categories";
export { listDocumentVersions } from "./list-document-versions";
export { getDocument, listDocuments } from "./list-documents";
export { listTemplates } from "./list-templates";
export { regenerateDocument } from "./regenerate-document";
export { requestDocumentApproval } from "./request-document-approval";
export { restoreDocument } from "./restore-document";
export { setDocumentOwners } from "./set-document-owners";
export type {
  DocumentDiffResponse,
  DocumentResponse,
  DocumentVersionSummary,
  TemplateFieldResponse,
  ValidationReport,
  VariableDefaultsResponse,
  bulkShape,
} from "./schemas";
export { getTemplate, templates } from "./internal/templates/index";
export { validateDocument } from "./validate-document";
export { getVariableDefaults } from "./get-variable-defaults";
