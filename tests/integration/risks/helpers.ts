import { GET as listAssessments, POST as createAssessment } from "@/app/api/v1/risk-assessments/route";
import { GET as getAssessment } from "@/app/api/v1/risk-assessments/[id]/route";
import { POST as signAssessment } from "@/app/api/v1/risk-assessments/[id]/sign-off/route";
import { GET as exportAssessment } from "@/app/api/v1/risk-assessments/[id]/export/route";
import { GET as listLibrary, POST as addLibrary } from "@/app/api/v1/risks/library/route";
import { GET as getRisk, DELETE as deleteRisk, PATCH as updateRisk } from "@/app/api/v1/risks/[id]/route";
import { POST as acceptRisk } from "@/app/api/v1/risks/[id]/accept/route";
import { GET as listTasks, POST as createTask } from "@/app/api/v1/risks/[id]/tasks/route";
import { DELETE as deleteTask, PATCH as updateTask } from "@/app/api/v1/risks/[id]/tasks/[taskId]/route";
import { GET as exportRisks } from "@/app/api/v1/risks/export/route";
import { GET as matrix } from "@/app/api/v1/risks/matrix/route";
import { GET as listRisks, POST as createRisk } from "@/app/api/v1/risks/route";
import { call } from "../../helpers/http";

export const addRisk = (token: string, body: Record<string, unknown>) => call(createRisk, { path: "/api/v1/risks", token, body });
export const risks = (token: string, query = "") => call(listRisks, { path: `/api/v1/risks${query}`, token });
export const risk = (token: string, id: string) => call(getRisk, { path: `/api/v1/risks/${id}`, token, params: { id } });
export const editRisk = (token: string, id: string, body: unknown) =>
  call(updateRisk, { method: "PATCH", path: `/api/v1/risks/${id}`, token, params: { id }, body });
export const removeRisk = (token: string, id: string) => call(deleteRisk, { method: "DELETE", path: `/api/v1/risks/${id}`, token, params: { id } });
export const accept = (token: string, id: string, body: unknown) => call(acceptRisk, { path: `/api/v1/risks/${id}/accept`, token, params: { id }, body });
export const riskMatrix = (token: string, query = "") => call(matrix, { path: `/api/v1/risks/matrix${query}`, token });
export const riskCsv = (token: string, query = "") => call(exportRisks, { path: `/api/v1/risks/export${query}`, token });
export const tasks = (token: string, id: string) => call(listTasks, { path: `/api/v1/risks/${id}/tasks`, token, params: { id } });
export const addTask = (token: string, id: string, body: unknown) => call(createTask, { path: `/api/v1/risks/${id}/tasks`, token, params: { id }, body });
export const editTask = (token: string, id: string, taskId: string, body: unknown) =>
  call(updateTask, { method: "PATCH", path: `/api/v1/risks/${id}/tasks/${taskId}`, token, params: { id, taskId }, body });
export const removeTask = (token: string, id: string, taskId: string) =>
  call(deleteTask, { method: "DELETE", path: `/api/v1/risks/${id}/tasks/${taskId}`, token, params: { id, taskId } });

export const library = (token: string, query = "") => call(listLibrary, { path: `/api/v1/risks/library${query}`, token });
export const addFromLibrary = (token: string, body: unknown) => call(addLibrary, { path: "/api/v1/risks/library", token, body });

export const runAssessment = (token: string, body: unknown = {}) => call(createAssessment, { path: "/api/v1/risk-assessments", token, body });
export const assessments = (token: string, query = "") => call(listAssessments, { path: `/api/v1/risk-assessments${query}`, token });
export const assessment = (token: string, id: string) => call(getAssessment, { path: `/api/v1/risk-assessments/${id}`, token, params: { id } });
export const signOff = (token: string, id: string, body: unknown = {}) =>
  call(signAssessment, { path: `/api/v1/risk-assessments/${id}/sign-off`, token, params: { id }, body });
export const assessmentCsv = (token: string, id: string) => call(exportAssessment, { path: `/api/v1/risk-assessments/${id}/export`, token, params: { id } });
