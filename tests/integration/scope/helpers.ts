import { GET as listScope } from "@/app/api/v1/frameworks/[id]/scope/route";
import { DELETE as resetScope, PUT as setScope } from "@/app/api/v1/frameworks/[id]/scope/[controlId]/route";
import { GET as statement } from "@/app/api/v1/statement-of-applicability/route";
import { call, callBytes } from "../../helpers/http";

const scopePath = (fw: string, control: string) => `/api/v1/frameworks/${encodeURIComponent(fw)}/scope/${encodeURIComponent(control)}`;

export const decide = (token: string, fw: string, control: string, body: unknown) =>
  call(setScope, { method: "PUT", path: scopePath(fw, control), token, params: { id: fw, controlId: control }, body });

export const withdraw = (token: string, fw: string, control: string) =>
  call(resetScope, { method: "DELETE", path: scopePath(fw, control), token, params: { id: fw, controlId: control } });

export const decisions = (token: string, fw: string, query = "") =>
  call(listScope, { path: `/api/v1/frameworks/${encodeURIComponent(fw)}/scope${query}`, token, params: { id: fw } });

export const statementJson = (token: string) => call(statement, { path: "/api/v1/statement-of-applicability", token });

export const statementFile = (token: string, format: "csv" | "pdf") =>
  callBytes(statement, { path: `/api/v1/statement-of-applicability?format=${format}`, token });
