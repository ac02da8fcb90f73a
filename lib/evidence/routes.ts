import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { idParams, pageQuery } from "@/lib/schemas";
import { ALLOWED_TYPE_LIST } from "./file-types";
import { createEvidenceBody, evidenceShape, uploadShape } from "./schemas";

const tags = ["Evidence"];

export const createEvidenceRoute = defineRoute({
  method: "POST",
  path: "/api/v1/evidence",
  summary: "Record an evidence item for one or more controls",
  description: "`controls` items name a built-in framework id (or one of the account's custom framework ids) and a control of it.",
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
      controls: [{ framework: "soc2", controlId: "CC6.1" }, { framework: "iso27001", controlId: "A.5.18" }],
      collectedAt: "2026-10-01T00:00:00Z",
      expiresAt: "2027-01-01T00:00:00Z",
    },
  },
});

export const uploadEvidenceRoute = defineRoute({
  method: "POST",
  path: "/api/v1/evidence/upload",
  summary: "Upload an evidence file (multipart `file`, ≤ 10 MiB)",
  description:
    "Allowed types: PDF, PNG, JPEG, GIF, WebP, plain text, CSV, Markdown, JSON, ZIP and Office Open XML documents; the content must match the type. The returned `url` is what `evidence_file_url` carries.",
  tags,
  auth: "customer",
  rawBody: {
    contentType: "multipart/form-data",
    description: "A single `file` part; its declared type (or, for `application/octet-stream`, its extension) must be allowed.",
    schema: z.object({ file: z.file().describe("The file, at most 10 MiB (10,485,760 bytes).") }),
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
  description: "Newest first, each with the controls it supports and, for uploads, the file id.",
  tags,
  auth: "customer",
  query: pageQuery,
  response: z.array(evidenceShape),
  paginated: true,
});

export const readEvidenceFileRoute = defineRoute({
  method: "GET",
  path: "/api/v1/evidence/files/{id}",
  summary: "Download an uploaded evidence file",
  description:
    "Served to the account's users and to auditors of an audit whose evidence refers to the file: library evidence on the audit's framework, or an answer to one of that audit's own evidence requests. For an auditor the audited account must be on `business` or higher (403 `plan_upgrade_required`). Anyone else gets 404.",
  tags,
  auth: "customerOrAuditor",
  params: idParams,
  errors: [404],
  responses: {
    200: {
      description: "The file as uploaded, as an attachment, in the type it was stored with.",
      content: Object.fromEntries(ALLOWED_TYPE_LIST.map((type) => [type, {}])),
      headers: {
        "Content-Disposition": { description: "`attachment` with the uploaded file name.", required: true, example: "attachment; filename*=UTF-8''access-review-q3.pdf" },
        "X-SHA256": { description: "Hex SHA-256 of the file, as answered by the upload.", required: true, example: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" },
      },
    },
  },
});

export const evidenceRoutes = [createEvidenceRoute, uploadEvidenceRoute, listEvidenceRoute, readEvidenceFileRoute];
