import { config } from "@/lib/config";

/** Where a document version is read, by its id: for the account's users and the auditors of an audit it backs. */
export function documentVersionUrl(versionId: string): string {
  return `${config.appUrl}/api/v1/document-versions/${versionId}/download`;
}
