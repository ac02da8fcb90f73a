/** The custom-framework route handlers and small helpers shared by this folder's tests. */
import { GET as list, POST as create } from "@/app/api/v1/custom-frameworks/route";
import { DELETE as remove, GET as get, PUT as update } from "@/app/api/v1/custom-frameworks/[id]/route";
import { POST as addControl } from "@/app/api/v1/custom-frameworks/[id]/controls/route";
import { DELETE as deleteControl, PUT as updateControl } from "@/app/api/v1/custom-frameworks/[id]/controls/[cid]/route";
import { PUT as reorder } from "@/app/api/v1/custom-frameworks/[id]/controls/reorder/route";
import { POST as publish } from "@/app/api/v1/custom-frameworks/[id]/publish/route";
import { POST as clone } from "@/app/api/v1/custom-frameworks/[id]/clone/route";
import { GET as exportFw } from "@/app/api/v1/custom-frameworks/[id]/export/route";
import { POST as assess } from "@/app/api/v1/custom-frameworks/[id]/assess/route";
import { GET as latest } from "@/app/api/v1/custom-frameworks/[id]/assessment/route";
import { POST as importFw } from "@/app/api/v1/custom-frameworks/import/route";
import { POST as suggest } from "@/app/api/v1/custom-frameworks/suggest-mappings/route";
import { call } from "../../helpers/http";
import type { TestAccount } from "../../helpers/accounts";

export const handlers = {
  list,
  create,
  get,
  update,
  remove,
  addControl,
  updateControl,
  deleteControl,
  reorder,
  publish,
  clone,
  exportFw,
  assess,
  latest,
  importFw,
  suggest,
};

const BASE = "/api/v1/custom-frameworks";

export async function createFramework(a: TestAccount, body: Record<string, unknown> = { name: "Internal controls" }) {
  const res = await call(create, { path: BASE, token: a.token, body });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${res.text}`);
  return res.body.data as { id: string; name: string; status: string };
}

export async function addControlTo(a: TestAccount, id: string, body: Record<string, unknown>) {
  return call(addControl, { path: `${BASE}/${id}/controls`, token: a.token, params: { id }, body });
}

export async function getFramework(a: TestAccount, id: string) {
  return call(get, { path: `${BASE}/${id}`, token: a.token, params: { id } });
}

export async function publishFramework(a: TestAccount, id: string) {
  return call(publish, { path: `${BASE}/${id}/publish`, token: a.token, params: { id }, method: "POST" });
}

export { BASE };
