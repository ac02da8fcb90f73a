import { GET as listHandler, POST as createHandler } from "@/app/api/v1/people/route";
import { DELETE as deleteHandler, GET as getHandler, PATCH as patchHandler } from "@/app/api/v1/people/[id]/route";
import { POST as importHandler } from "@/app/api/v1/people/import/route";
import { call } from "../../helpers/http";

export const createPerson = (token: string, body: Record<string, unknown>) => call(createHandler, { path: "/api/v1/people", token, body });
export const listPeople = (token: string, query = "") => call(listHandler, { path: `/api/v1/people${query}`, token });
export const getPerson = (token: string, id: string) => call(getHandler, { path: `/api/v1/people/${id}`, token, params: { id } });
export const patchPerson = (token: string, id: string, body: Record<string, unknown>) =>
  call(patchHandler, { method: "PATCH", path: `/api/v1/people/${id}`, token, params: { id }, body });
export const deletePerson = (token: string, id: string) => call(deleteHandler, { method: "DELETE", path: `/api/v1/people/${id}`, token, params: { id } });
export const importPeople = (token: string, csv: string) => call(importHandler, { path: "/api/v1/people/import", token, body: { csv } });
