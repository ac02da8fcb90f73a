import { POST as createScheduleHandler } from "@/app/api/v1/monitoring/schedules/route";
import { POST as runHandler } from "@/app/api/v1/monitoring/schedules/[id]/run/route";
import { PRACTICE_KEYS } from "@/lib/monitoring/internal/practices";
import type { TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";

export const allPractices = Object.fromEntries(PRACTICE_KEYS.map((k) => [k, true])) as Record<string, boolean>;
export const noPractices = Object.fromEntries(PRACTICE_KEYS.map((k) => [k, false])) as Record<string, boolean>;

export function profile(practices: Record<string, boolean>, extra: Record<string, unknown> = {}) {
  return { companyName: "Acme Ltd", industry: "SaaS", employeeCount: 42, regions: ["EU"], dataTypes: ["personal_data"], practices, ...extra };
}

export async function createSchedule(account: TestAccount, body: Record<string, unknown>) {
  const res = await call(createScheduleHandler, { path: "/api/v1/monitoring/schedules", token: account.token, body });
  if (res.status !== 201) throw new Error(`create schedule failed: ${res.status} ${res.text}`);
  return res.body.data as { id: string; frameworkId: string; nextRunAt: string };
}

export async function runNow(account: TestAccount, id: string) {
  return call(runHandler, { path: `/api/v1/monitoring/schedules/${id}/run`, method: "POST", token: account.token, params: { id } });
}
