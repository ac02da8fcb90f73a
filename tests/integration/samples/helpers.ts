import { eq } from "drizzle-orm";
import { POST as createSampleHandler } from "@/app/api/v1/auditor/populations/[pid]/samples/route";
import { GET as getAuditorSampleHandler } from "@/app/api/v1/auditor/samples/[sid]/route";
import { PUT as recordResultHandler } from "@/app/api/v1/auditor/samples/[sid]/items/[position]/route";
import { audits } from "@/db/audits";
import { type AuditStatus } from "@/lib/vocabulary";
import { getDb } from "@/lib/db/client";
import { call } from "../../helpers/http";

export { call };

export const drawSample = (token: string, pid: string, body: Record<string, unknown> = {}) =>
  call(createSampleHandler, { path: `/api/v1/auditor/populations/${pid}/samples`, token, params: { pid }, body });

export const auditorSample = (token: string, sid: string) => call(getAuditorSampleHandler, { path: `/api/v1/auditor/samples/${sid}`, token, params: { sid } });

export const recordResult = (token: string, sid: string, position: number | string, body: Record<string, unknown>) =>
  call(recordResultHandler, {
    method: "PUT",
    path: `/api/v1/auditor/samples/${sid}/items/${position}`,
    token,
    params: { sid, position: String(position) },
    body,
  });

export async function setAuditStatus(auditId: string, status: AuditStatus): Promise<void> {
  await getDb().update(audits).set({ status }).where(eq(audits.id, auditId));
}
