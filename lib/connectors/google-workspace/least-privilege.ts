import type { LeastPrivilege } from "../types";
import { DIRECTORY_SCOPE, POLICY_SCOPE } from "./kinds";

export const googleWorkspaceLeastPrivilege: LeastPrivilege = {
  summary:
    "Create a service account in a Google Cloud project (IAM & Admin → Service accounts → Create; no project role is needed), add a JSON " +
    "key, and note its numeric Client ID. " +
    "Enable the Admin SDK API and the Cloud Identity API in that project. " +
    "In the Admin console → Security → Access and data control → API controls → Manage domain-wide delegation → Add new, give that Client " +
    "ID exactly the two read-only scopes below. " +
    "Set adminEmail to a super administrator: the service account acts for that person, but with only these read-only scopes its tokens can " +
    "only read users and policies. " +
    "Without the Cloud Identity scope the sync still runs and the password-policy test answers error.",
  document: {
    format: "text",
    content: [DIRECTORY_SCOPE, POLICY_SCOPE].join(",\n"),
  },
};
