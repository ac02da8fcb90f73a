import { GET as listRequirementsHandler, POST as createRequirementHandler } from "@/app/api/v1/policy-acceptance/requirements/route";
import { DELETE as deleteRequirementHandler, PATCH as patchRequirementHandler } from "@/app/api/v1/policy-acceptance/requirements/[id]/route";
import { GET as listRecordsHandler, POST as recordHandler } from "@/app/api/v1/policy-acceptance/records/route";
import { GET as exportHandler } from "@/app/api/v1/policy-acceptance/records/export/route";
import { GET as coverageHandler } from "@/app/api/v1/policy-acceptance/coverage/route";
import { GET as personPoliciesHandler } from "@/app/api/v1/people/[id]/policies/route";
import { POST as approveHandler } from "@/app/api/v1/documents/[id]/approve/route";
import { POST as generateHandler } from "@/app/api/v1/documents/generate/route";
import { POST as editHandler } from "@/app/api/v1/documents/[id]/versions/route";
import { getTemplate } from "@/lib/documents/internal/templates";
import { call } from "../../helpers/http";

export const requirements = {
  list: (token: string) => call(listRequirementsHandler, { path: "/api/v1/policy-acceptance/requirements", token }),
  create: (token: string, body: Record<string, unknown>) => call(createRequirementHandler, { path: "/api/v1/policy-acceptance/requirements", token, body }),
  patch: (token: string, id: string, body: Record<string, unknown>) =>
    call(patchRequirementHandler, { method: "PATCH", path: `/api/v1/policy-acceptance/requirements/${id}`, token, params: { id }, body }),
  remove: (token: string, id: string) =>
    call(deleteRequirementHandler, { method: "DELETE", path: `/api/v1/policy-acceptance/requirements/${id}`, token, params: { id } }),
};

export const records = {
  list: (token: string, query = "") => call(listRecordsHandler, { path: `/api/v1/policy-acceptance/records${query}`, token }),
  record: (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(recordHandler, { path: "/api/v1/policy-acceptance/records", token, body, headers }),
  export: (token: string, query = "") => call(exportHandler, { path: `/api/v1/policy-acceptance/records/export${query}`, token }),
};

export const coverage = (token: string, query = "") => call(coverageHandler, { path: `/api/v1/policy-acceptance/coverage${query}`, token });
export const personPolicies = (token: string, id: string) => call(personPoliciesHandler, { path: `/api/v1/people/${id}/policies`, token, params: { id } });

/** A document generated from a template and approved (version 1). */
export async function approvedDocument(token: string, apiKey: string, templateId: string) {
  const variables = Object.fromEntries(getTemplate(templateId)!.fields.map((f) => [f.name, f.example]));
  const res = await call(generateHandler, { path: "/api/v1/documents/generate", apiKey, body: { templateId, variables } });
  if (res.status !== 201) throw new Error(res.text);
  const id = res.body.data.id as string;
  const approved = await call(approveHandler, { method: "POST", path: `/api/v1/documents/${id}/approve`, token, params: { id } });
  if (approved.status !== 200) throw new Error(approved.text);
  return { id, title: res.body.data.title as string };
}

/** Edits the document into a new version and approves it. */
export async function approveNewVersion(token: string, id: string, content: string) {
  const edited = await call(editHandler, { path: `/api/v1/documents/${id}/versions`, token, params: { id }, body: { content } });
  if (edited.status >= 300) throw new Error(edited.text);
  const approved = await call(approveHandler, { method: "POST", path: `/api/v1/documents/${id}/approve`, token, params: { id } });
  if (approved.status !== 200) throw new Error(approved.text);
}
