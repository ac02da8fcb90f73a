import { z } from "zod";
import { UPLOAD_REQUEST_LIMIT } from "@/lib/http/body";
import { defineRoute } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import {
  createEvidenceBody,
  evidenceShape,
  fileVersionShape,
  listEvidenceQuery,
  OPAQUE_TYPE,
  PREVIEWABLE_TYPE_LIST,
  updateEvidenceBody,
  uploadShape,
} from "@/lib/evidence/schemas";
import { prose } from "@/lib/format/prose";

const tags = ["Evidence"];

const fileField = z.file().describe("The file, of any type, with a file name: 1 byte to 10 MiB (10,485,760 bytes).");
const uploadForm = z.object({
  title: z.string().max(300).optional().describe("With `controls`: the title of the evidence item to record with the file."),
  description: z.string().max(5000).optional(),
  controls: z.string().optional().describe('JSON array of `{framework, controlId}`, e.g. `[{"framework":"soc2","controlId":"CC6.1"}]`.'),
  collectedAt: z.string().optional().describe("ISO 8601 date-time; defaults to now."),
  expiresAt: z.string().optional().describe("ISO 8601 date-time after `collectedAt`."),
  effectiveFrom: z.string().optional().describe("ISO 8601 date-time or date: start of the time the evidence is evidence of."),
  effectiveTo: z.string().optional().describe("ISO 8601 date-time or date, on or after `effectiveFrom`: end of that time."),
  file: fileField,
});

export const createEvidenceRoute = defineRoute({
  method: "POST",
  path: "/api/v1/evidence",
  summary: "Record an evidence item for one or more controls",
  description: prose(
    "`controls` items name a built-in framework id (or one of the account's custom framework ids) and a control of it.",
    "`effectiveFrom`/`effectiveTo` (ISO 8601 date-times, or dates read as midnight UTC; both optional, `effectiveTo` on or after",
    "`effectiveFrom`, equal for a single point) say what time the item is evidence of, apart from when it was uploaded; an unset end is",
    "open. Without either, the item is evidence of the point `collectedAt` (default: now). An audit's auditor sees by default the",
    "evidence whose time overlaps the audit's period (docs/api.md §8).",
  ),
  tags,
  auth: "customer",
  body: createEvidenceBody,
  response: evidenceShape,
  status: 201,
  examples: {
    body: {
      title: "Q3 administrator access review",
      url: "https://evidence.acme.example/access-review-q3.pdf",
      description: "Export of the quarterly review, signed by the security lead.",
      controls: [
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "iso27001", controlId: "A.5.18" },
      ],
      collectedAt: "2026-10-01T00:00:00Z",
      expiresAt: "2027-01-01T00:00:00Z",
    },
  },
});

export const uploadEvidenceRoute = defineRoute({
  method: "POST",
  path: "/api/v1/evidence/upload",
  summary: "Upload an evidence file (multipart `file`, ≤ 10 MiB), optionally recording its evidence item",
  description: prose(
    "Any type up to 10 MiB (a log, YAML, XML, HAR, e-mail, tarball…). A file declared (or, sent as `application/octet-stream`, named) as",
    "PDF, PNG, JPEG, GIF, WebP, plain text, CSV, Markdown, JSON, ZIP or Office Open XML whose first bytes agree keeps that type and may be",
    "previewed inline; any other file is stored as `application/octet-stream` and always downloads as an attachment. An empty file, or a",
    "name that is empty, only dots, longer than 255 characters, or holds a path separator or control characters, is 400",
    "`validation_failed`. The returned `url` is what `evidence_file_url` carries. With the text fields `title` and `controls` (a JSON array",
    "of `{framework, controlId}`), and optionally `description`, `collectedAt`, `expiresAt`, `effectiveFrom`, `effectiveTo`, the same",
    "request records the evidence item (answered as `evidence`); the fields and their control references are checked before the file is",
    "kept, so a refused request stores nothing. Send the fields before the file to have them checked before the file is read.",
  ),
  tags,
  auth: "customer",
  // The limit on the whole request; the file's own limit (UPLOAD_BODY_LIMIT) is the service's.
  bodyLimit: UPLOAD_REQUEST_LIMIT,
  rawBody: {
    stream: true,
    contentType: "multipart/form-data",
    description: prose(
      "A single `file` part with a file name, of any type; its declared type (or, for `application/octet-stream`, its extension) and",
      "first bytes decide the type it is stored with.",
    ),
    schema: uploadForm,
  },
  response: uploadShape,
  status: 201,
  errors: [413, 415],
  examples: { body: { file: "(the bytes of access-review-q3.pdf)" } },
});

export const listEvidenceRoute = defineRoute({
  method: "GET",
  path: "/api/v1/evidence",
  summary: "The account's evidence items",
  description: prose(
    "Newest first, each with the controls it supports and, for uploads, the file id. Optional filters narrow the list and combine (an",
    "item must meet each): `q` searches the title, description and file name; `framework` (and with it `control`) the controls an item",
    "supports; `source`; `status` (`deleted` lists the deleted items instead of the library); `expiry`. Pass the same filters with",
    "`nextCursor` to get the next page of the same list. An unknown value, or `control` without `framework`, is 400 `validation_failed`.",
  ),
  tags,
  auth: "customer",
  query: listEvidenceQuery,
  response: z.array(evidenceShape),
  paginated: true,
});

export const readEvidenceFileRoute = defineRoute({
  method: "GET",
  path: "/api/v1/evidence/files/{id}",
  summary: "Download an uploaded evidence file",
  description: prose(
    "Served to the account's users and to auditors of an audit whose evidence refers to the file: library evidence on the audit's",
    "framework, or an answer to one of that audit's own evidence requests. For an auditor the audited account must be on `business` or",
    "higher (403 `plan_upgrade_required`). Anyone else gets 404, and so does a file deleted with its evidence. With",
    "`S3_PRESIGNED_DOWNLOADS=true` on an S3-backed server the answer is a redirect to a short-lived presigned URL of the bucket instead,",
    "issued only after the same checks. 503 with `Retry-After` while file storage is unreachable.",
  ),
  tags,
  auth: "customerOrAuditor",
  params: idParams,
  errors: [404],
  responses: {
    302: {
      description: prose(
        "Only with `S3_PRESIGNED_DOWNLOADS=true`: the caller may read the file; `Location` is a presigned URL of the bucket, valid for",
        "`S3_PRESIGNED_TTL_SECONDS` (default 60), which answers the same content type and disposition as a 200 here would.",
      ),
      headers: {
        Location: { description: "The presigned download URL.", required: true },
        "X-SHA256": { description: "Hex SHA-256 of the file, to check what the bucket sends.", required: true },
      },
    },
    200: {
      description: prose(
        "The file as uploaded, sandboxed (`Content-Security-Policy: sandbox`, `X-Content-Type-Options: nosniff`). A file stored with a",
        "previewable type is served in that type, `inline`; every other file as `application/octet-stream`, an attachment, whatever its name",
        "or claimed type.",
      ),
      content: Object.fromEntries([...PREVIEWABLE_TYPE_LIST, OPAQUE_TYPE].map((type) => [type, {}])),
      headers: {
        "Content-Disposition": {
          description: "`inline` for a previewable type, else `attachment`, with the uploaded file name.",
          required: true,
          example: "attachment; filename*=UTF-8''access-review-q3.pdf",
        },
        "X-SHA256": {
          description: "Hex SHA-256 of the file, as answered by the upload.",
          required: true,
          example: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        },
      },
    },
  },
});

export const getEvidenceRoute = defineRoute({
  method: "GET",
  path: "/api/v1/evidence/{id}",
  summary: "One evidence item",
  description: "A deleted item, or another account's, is 404.",
  tags,
  auth: "customer",
  params: idParams,
  response: evidenceShape,
  errors: [404],
});

export const updateEvidenceRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/evidence/{id}",
  summary: "Edit an evidence item",
  description: prose(
    "Any of `title`, `description`, `controls`, `collectedAt`, `expiresAt`, `effectiveFrom`, `effectiveTo` (at least one; `null` clears",
    "description or a date; `effectiveTo` stays on or after `effectiveFrom`). `controls` replaces the whole mapping set and is checked",
    "like a new item's. Logged as `evidence.updated` with the old and new values.",
  ),
  tags,
  auth: "customer",
  params: idParams,
  body: updateEvidenceBody,
  response: evidenceShape,
  errors: [404],
  examples: {
    body: { title: "Q3 administrator access review (signed)", controls: [{ framework: "soc2", controlId: "CC6.1" }], expiresAt: "2027-03-01T00:00:00Z" },
  },
});

export const deleteEvidenceRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/evidence/{id}",
  summary: "Delete an evidence item (soft)",
  description: prose(
    "The item leaves the evidence list, readiness, monitoring and assessments, and its file can no longer be cited. It is kept: an audit",
    "whose evidence request it answered still shows it to its auditor, with `deleted_at`. Its files' bytes (every version) are deleted from",
    "storage and their downloads answer 404, except a file a completed audit cites or was submitted, one attached to a request's",
    "conversation, or one other live evidence carries. Logged as `evidence.deleted`.",
  ),
  tags,
  auth: "customer",
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const replaceEvidenceFileRoute = defineRoute({
  method: "POST",
  path: "/api/v1/evidence/{id}/file",
  summary: "Replace the file of an uploaded evidence item (multipart `file`, ≤ 10 MiB)",
  description: prose(
    "Same types and checks as the upload. The new file becomes current (the item's `fileId` and `url` change); the previous one stays as",
    "an older version, downloadable by its file id. A link item is 409 `conflict`. Logged as `evidence.file_replaced`.",
  ),
  tags,
  auth: "customer",
  params: idParams,
  bodyLimit: UPLOAD_REQUEST_LIMIT,
  rawBody: {
    stream: true,
    contentType: "multipart/form-data",
    description: "A single `file` part, as for the upload.",
    schema: z.object({ file: fileField }),
  },
  response: evidenceShape,
  errors: [404, 409, 413, 415],
  examples: { body: { file: "(the bytes of access-review-q3-v2.pdf)" } },
});

export const listEvidenceFilesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/evidence/{id}/files",
  summary: "The file versions of an evidence item",
  description: "Newest version first; `current` marks the one the item serves. Each `url` downloads that version.",
  tags,
  auth: "customer",
  params: idParams,
  query: pageQuery,
  response: z.array(fileVersionShape),
  paginated: true,
  errors: [404],
});

export const evidenceRoutes = [
  createEvidenceRoute,
  uploadEvidenceRoute,
  listEvidenceRoute,
  readEvidenceFileRoute,
  getEvidenceRoute,
  updateEvidenceRoute,
  deleteEvidenceRoute,
  replaceEvidenceFileRoute,
  listEvidenceFilesRoute,
];
