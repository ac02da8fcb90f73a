import { judgeSuperAdminCount, MAX_SUPER_ADMINS, MIN_SUPER_ADMINS } from "../super-admin-count";
import { defineTest, errored, failing, notApplicable, passing } from "../define-test";
import type { Attributes, Evaluation, TestDefinition } from "../types";
import type { PasswordPolicySummary } from "./discover";
import { DIRECTORY, USER } from "./kinds";
import { prose } from "@/lib/format/prose";

/** An account unused this long is a dormant credential (CIS Google Workspace, SOC 2 access reviews). */
export const INACTIVE_DAYS = 90;
/** A new account has this long to be claimed before "never signed in" counts against it. */
export const NEVER_SIGNED_IN_DAYS = 30;
/** Google's guidance: more than one super admin for recovery, few enough that each is watched. */
/** NIST SP 800-63B allows 8; CIS Google Workspace and most SOC 2 auditors expect 12 for a password alone. */
export const MIN_PASSWORD_LENGTH = 12;

const unused = (a: Attributes): Evaluation | undefined => {
  if (a.archived === true) return notApplicable("The account is archived: it cannot sign in.");
  if (a.suspended === true) return notApplicable("The account is suspended: it cannot sign in.");
  return undefined;
};

const adminNote = (a: Attributes) => (a.isAdmin === true ? " This is a super administrator." : "");

function policyProblems(p: PasswordPolicySummary): string[] {
  const problems: string[] = [];
  if (p.allowedStrength !== "STRONG") problems.push(`strength ${p.allowedStrength ?? "not set"} (STRONG required)`);
  if (p.minimumLength === null || p.minimumLength < MIN_PASSWORD_LENGTH)
    problems.push(`minimum length ${p.minimumLength ?? "not set"} (${MIN_PASSWORD_LENGTH} required)`);
  if (p.enforceRequirementsAtLogin !== true) problems.push("not enforced at next sign-in");
  if (p.allowReuse !== false) problems.push("reuse of old passwords allowed");
  return problems;
}

function policyScope(p: PasswordPolicySummary): string {
  if (p.group) return `group ${p.group}`;
  if (p.orgUnit) return `org unit ${p.orgUnit}`;
  return p.policy;
}

export const googleWorkspaceTests: TestDefinition[] = [
  defineTest({
    id: "google_workspace.user.two_step_enrolled",
    resourceType: USER,
    title: "User is enrolled in 2-Step Verification",
    description: "The active user has enrolled a second factor (2-Step Verification). Suspended and archived users are not applicable.",
    rationale: "A password alone is phished, guessed or reused from another breach; a second factor stops most account takeovers.",
    remediation: {
      console: prose(
        "Ask the user to enrol at myaccount.google.com → Security → 2-Step Verification. Admin console → Security → Authentication →",
        "2-step verification shows enrolment per org unit; Reporting → User reports → Security lists who has not enrolled.",
      ),
      command: 'gam print users query "isEnrolledIn2Sv=false isSuspended=false" fields primaryemail,isenrolledin2sv',
    },
    severity: "high",
    themes: ["mfa"],
    needs: ["isEnrolledIn2Sv", "suspended", "archived"],
    evaluate: (a, r) =>
      unused(a) ??
      (a.isEnrolledIn2Sv === true
        ? passing(`${r.name} is enrolled in 2-Step Verification.`)
        : failing(`${r.name} has not enrolled in 2-Step Verification.${adminNote(a)}`)),
  }),
  defineTest({
    id: "google_workspace.user.two_step_enforced",
    resourceType: USER,
    title: "2-Step Verification is enforced for the user",
    description: prose(
      "The user's org unit (or a group) enforces 2-Step Verification, so signing in without a second factor is refused. Suspended and",
      "archived users are not applicable.",
    ),
    rationale: "Enrolment that is only optional can be turned off by the user or skipped for new accounts; enforcement makes the second factor a rule.",
    remediation: {
      console: prose(
        "Admin console → Security → Authentication → 2-step verification: select the org unit, tick 'Allow users to turn on 2-Step",
        "Verification', set Enforcement to On (with a new-user enrolment period), Save.",
      ),
      command: 'gam print users query "isEnforcedIn2Sv=false isSuspended=false" fields primaryemail,orgunitpath,isenforcedin2sv',
    },
    severity: "high",
    themes: ["mfa", "secure_configuration"],
    needs: ["isEnforcedIn2Sv", "suspended", "archived"],
    evaluate: (a, r) =>
      unused(a) ??
      (a.isEnforcedIn2Sv === true
        ? passing(`2-Step Verification is enforced for ${r.name}.`)
        : failing(
            `2-Step Verification is not enforced for ${r.name}${a.orgUnitPath ? ` (org unit ${a.orgUnitPath})` : ""}: signing in with a ` +
              `password alone is allowed.${adminNote(a)}`,
          )),
  }),
  defineTest({
    id: "google_workspace.user.inactive_account",
    resourceType: USER,
    title: `Active account used within ${INACTIVE_DAYS} days`,
    description:
      `The active user signed in within the last ${INACTIVE_DAYS} days, or the account is less than ${NEVER_SIGNED_IN_DAYS} days ` +
      `old. An account that never signed in and is older than ${NEVER_SIGNED_IN_DAYS} days fails. Suspended and archived users are not applicable.`,
    rationale: prose(
      "Dormant accounts belong to people who left or never started; nobody notices when they are taken over, and they widen access that",
      "access reviews should have removed.",
    ),
    remediation: {
      console: prose(
        "Admin console → Directory → Users: filter by Last sign-in, then suspend or delete the account (or archive it to keep its data),",
        "after checking with its owner's manager.",
      ),
      command: "gam update user <email> suspended on   (list them: gam report users parameters accounts:last_login_time)",
    },
    severity: "medium",
    themes: ["access_lifecycle"],
    needs: ["suspended", "archived", "daysSinceCreation"],
    evaluate: (a, r) => {
      const skip = unused(a);
      if (skip) return skip;
      const sinceLogin = a.daysSinceLastLogin as number | null;
      const sinceCreation = a.daysSinceCreation as number;
      if (sinceLogin === null || sinceLogin === undefined) {
        return sinceCreation > NEVER_SIGNED_IN_DAYS
          ? failing(`${r.name} has never signed in, and was created ${sinceCreation} days ago.${adminNote(a)}`)
          : passing(`${r.name} has not signed in yet; it was created ${sinceCreation} days ago (${NEVER_SIGNED_IN_DAYS} are allowed).`);
      }
      return sinceLogin > INACTIVE_DAYS
        ? failing(`${r.name} last signed in ${sinceLogin} days ago; accounts unused for more than ${INACTIVE_DAYS} days should be suspended.${adminNote(a)}`)
        : passing(`${r.name} last signed in ${sinceLogin} day${sinceLogin === 1 ? "" : "s"} ago.`);
    },
  }),
  defineTest({
    id: "google_workspace.directory.super_admin_count",
    resourceType: DIRECTORY,
    title: `Between ${MIN_SUPER_ADMINS} and ${MAX_SUPER_ADMINS} super administrators`,
    description: `The directory has at least ${MIN_SUPER_ADMINS} and at most ${MAX_SUPER_ADMINS} active (not suspended, not archived) super administrators.`,
    rationale: prose(
      "With one super admin, losing that account (a lost phone, a departure) locks everyone out of the organisation's settings. Every",
      "extra super admin is one more account that can do anything; daily work belongs in delegated admin roles.",
    ),
    remediation: {
      console: prose(
        "Admin console → Account → Admin roles → Super Admin → Admins: assign a second trusted person, or unassign the role from those",
        "who need less and give them a delegated role instead.",
      ),
      command: 'gam print admins role "Super Admin"   ·   gam create admin <email> "_SEED_ADMIN_ROLE" customer',
    },
    severity: "medium",
    themes: ["privileged_access"],
    needs: ["superAdminCount"],
    evaluate: (a) =>
      judgeSuperAdminCount(a, { consequence: "if that account is lost, nobody can recover the organisation", narrower: "delegated admin roles" }),
  }),
  defineTest({
    id: "google_workspace.directory.password_policy",
    resourceType: DIRECTORY,
    title: "Password policy requires strong passwords",
    description:
      `Every Workspace password setting (the organisation's default and each org unit or group that overrides it) requires a ` +
      `strong password of at least ${MIN_PASSWORD_LENGTH} characters, enforces this at the next sign-in, and refuses reuse of old passwords. ` +
      `Expiry is not required (NIST SP 800-63B advises against forced rotation).`,
    rationale: "Short or weak passwords fall to guessing and credential stuffing; a policy not enforced at sign-in leaves existing weak passwords in place.",
    remediation: {
      console:
        `Admin console → Security → Authentication → Password management: for the top org unit (and any that override it) tick ` +
        `'Enforce strong password', set minimum length to ${MIN_PASSWORD_LENGTH} or more, tick 'Enforce password policy at next sign-in', untick ` +
        `'Allow password reuse', Save.`,
      command: prose(
        'curl -H "Authorization: Bearer $(gcloud auth print-access-token)"',
        "\"https://cloudidentity.googleapis.com/v1/policies?filter=setting.type.matches('^settings/security[.]password$')\"",
      ),
    },
    severity: "medium",
    themes: ["credential_management"],
    needs: ["passwordPolicies"],
    evaluate: (a) => {
      const policies = a.passwordPolicies as PasswordPolicySummary[];
      if (policies.length === 0) return errored("The Policy API returned no password settings for this customer.");
      const weak = policies.map((p) => ({ p, problems: policyProblems(p) })).filter((x) => x.problems.length > 0);
      if (weak.length > 0) {
        const list = weak.map(({ p, problems }) => `${policyScope(p)}: ${problems.join(", ")}`).join("; ");
        return failing(`${weak.length} of ${policies.length} password setting${policies.length === 1 ? "" : "s"} fall short — ${list}.`);
      }
      const shortest = Math.min(...policies.map((p) => p.minimumLength ?? 0));
      return passing(
        `All ${policies.length} password setting${policies.length === 1 ? "" : "s"} require a strong password of at least ${shortest} ` +
          `characters, enforced at sign-in, without reuse.`,
      );
    },
  }),
];
