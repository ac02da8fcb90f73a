import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { idParams, pageQuery } from "@/lib/schemas";
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
});

export const uploadEvidenceRoute = defineRoute({
  method: "POST",
  path: "/api/v1/evidence/upload",
  summary: "Upload an evidence file (multipart `file`, ≤ 10 MiB)",
  description:
    "Allowed types: PDF, PNG, JPEG, GIF, WebP, plain text, CSV, Markdown, JSON, ZIP and Office Open XML documents; the content must match the type. The returned `url` is what `evidence_file_url` carries.",
  tags,
  auth: "customer",
  rawBody: { contentType: "multipart/form-data", description: "A single `file` part." },
  response: uploadShape,
  status: 201,
  errors: [413, 415],
});

export const listEvidenceRoute = defineRoute({
  method: "GET",
  path: "/api/v1/evidence",
  summary: "The account's evidence items",
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
  description: "Served to the account's users and to auditors of an audit whose evidence refers to the file; anyone else gets 404.",
  tags,
  auth: "customerOrAuditor",
  params: idParams,
  errors: [404],
});

export const evidenceRoutes = [createEvidenceRoute, uploadEvidenceRoute, listEvidenceRoute, readEvidenceFileRoute];
