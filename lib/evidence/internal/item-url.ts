import { config } from "@/lib/config";

/** Where an evidence item is read through the API (`GET /api/v1/evidence/{id}`): exported documents link to it. */
export function evidenceItemUrl(evidenceId: string): string {
  return `${config.appUrl}/api/v1/evidence/${evidenceId}`;
}
