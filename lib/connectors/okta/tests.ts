import { judgeSuperAdminCount, MAX_SUPER_ADMINS, MIN_SUPER_ADMINS } from "../super-admin-count";
import { defineTest, errored, failing, notApplicable, passing } from "../define-test";
import type { Attributes, Evaluation, TestDefinition } from "../types";
import type { EnrollmentPolicySummary, FactorSummary, PasswordPolicySummary } from "./discover";
import { ORG, USER } from "./kinds";
import { prose } from "@/lib/format/prose";

export const INACTIVE_DAYS = 90;
export const NEVER_SIGNED_IN_DAYS = 30;
export const MIN_PASSWORD_LENGTH = 12;
/** Lock the account after at most this many failed attempts (PCI DSS 8.3.4: 10). */
export const MAX_LOCKOUT_ATTEMPTS = 10;

/** Factors that are not a second factor worth the name: knowledge a phisher asks for, or the mailbox the password resets. */
const WEAK_FACTORS = new Set(["question", "email"]);
/** Authenticators that do not count as a second factor in an enrolment policy. */
const NOT_SECOND_FACTOR = new Set(["okta_password", "okta_email", "security_question"]);

const notSigningIn = (a: Attributes): Evaluation | undefined => {
  switch (a.status) {
    case "DEPROVISIONED":
      return notApplicable("The user is deactivated: it cannot sign in.");
    case "SUSPENDED":
      return notApplicable("The user is suspended: it cannot sign in.");
    case "STAGED":
      return notApplicable("The user is staged and has not been activated: it cannot sign in.");
    default:
      return undefined;
  }
};

const adminNote = (a: Attributes) => (a.isSuperAdmin === true ? " This is a super administrator." : "");

function enrollmentProblem(p: EnrollmentPolicySummary): string | undefined {
  const strong = p.required.filter((k) => !NOT_SECOND_FACTOR.has(k));
  if (strong.length === 0) return `${p.name} requires no second factor${p.optional.length > 0 ? ` (${p.optional.join(", ")} optional)` : ""}`;
  const prompting = p.rules.filter((r) => r.status !== "INACTIVE" && r.enroll !== "NEVER");
  if (prompting.length === 0) return `${p.name} requires ${strong.join(", ")} but none of its rules ever prompts enrolment`;
  return undefined;
}

function passwordProblems(p: PasswordPolicySummary): string[] {
  const problems: string[] = [];
  if (p.minLength === null || p.minLength < MIN_PASSWORD_LENGTH) problems.push(`minimum length ${p.minLength ?? "not set"} (${MIN_PASSWORD_LENGTH} required)`);
  if (p.commonPasswordsExcluded !== true) problems.push("common passwords allowed");
  if (!p.lockoutMaxAttempts || p.lockoutMaxAttempts > MAX_LOCKOUT_ATTEMPTS) {
    problems.push(
      p.lockoutMaxAttempts ? `lockout after ${p.lockoutMaxAttempts} attempts (at most ${MAX_LOCKOUT_ATTEMPTS})` : "no lockout after failed attempts",
    );
  }
  return problems;
}

export const oktaTests: TestDefinition[] = [
  defineTest({
    id: "okta.user.mfa_enrolled",
    resourceType: USER,
    title: "User has enrolled a second factor",
    description: prose(
      "The user has at least one active factor other than a security question or e-mail (Okta Verify, a FIDO2/WebAuthn key, a TOTP app,",
      "a phone…). Deactivated, suspended and staged users are not applicable, nor are users who have not activated their account yet.",
    ),
    rationale: prose(
      "A password alone is phished, guessed or reused from another breach; a second factor stops most account takeovers. Security",
      "questions and e-mail are recovered by the same attacker.",
    ),
    remediation: {
      console: prose(
        "Okta Admin Console → Directory → People → the user → More actions / Reset authenticators, and have them enrol Okta Verify or a",
        "security key; make enrolment required in Security → Authenticators → Enrollment.",
      ),
      command: 'curl -H "Authorization: SSWS $OKTA_API_TOKEN" https://<org>.okta.com/api/v1/users/<userId>/factors',
    },
    severity: "high",
    themes: ["mfa"],
    needs: ["status", "factors"],
    evaluate: (a, r) => {
      const skip = notSigningIn(a);
      if (skip) return skip;
      if (a.status === "PROVISIONED") return notApplicable(`${r.name} has not activated the account yet; enrolment happens at activation.`);
      const active = (a.factors as FactorSummary[]).filter((f) => f.status === "ACTIVE");
      const strong = active.filter((f) => !WEAK_FACTORS.has(f.factorType));
      if (strong.length > 0) return passing(`${r.name} has enrolled ${strong.map((f) => f.factorType).join(", ")}.`);
      return failing(
        `${r.name} has no second factor enrolled${active.length > 0 ? ` besides ${active.map((f) => f.factorType).join(", ")}` : ""}.${adminNote(a)}`,
      );
    },
  }),
  defineTest({
    id: "okta.user.inactive_account",
    resourceType: USER,
    title: `Active account used within ${INACTIVE_DAYS} days`,
    description:
      `The user signed in within the last ${INACTIVE_DAYS} days, or the account is less than ${NEVER_SIGNED_IN_DAYS} days old. ` +
      `An account that never signed in (or never activated) and is older than ${NEVER_SIGNED_IN_DAYS} days fails. Deactivated, suspended and ` +
      `staged users are not applicable.`,
    rationale: prose(
      "Dormant accounts belong to people who left or never started; nobody notices when they are taken over, and they keep access that",
      "reviews should have removed.",
    ),
    remediation: {
      console: prose(
        "Okta Admin Console → Reports → Okta Reports → Inactive users (or Directory → People, sorted by last sign-in): suspend or",
        "deactivate accounts nobody uses after checking with the owner's manager. Automations (Workflow → Automations) can suspend",
        "inactive users on a schedule.",
      ),
      command: 'curl -X POST -H "Authorization: SSWS $OKTA_API_TOKEN" https://<org>.okta.com/api/v1/users/<userId>/lifecycle/suspend',
    },
    severity: "medium",
    themes: ["access_lifecycle"],
    needs: ["status", "daysSinceCreation"],
    evaluate: (a, r) => {
      const skip = notSigningIn(a);
      if (skip) return skip;
      const sinceLogin = a.daysSinceLastLogin as number | null;
      const sinceCreation = a.daysSinceCreation as number;
      if (sinceLogin === null || sinceLogin === undefined) {
        const what = a.status === "PROVISIONED" ? "has never activated the account" : "has never signed in";
        return sinceCreation > NEVER_SIGNED_IN_DAYS
          ? failing(`${r.name} ${what}, and was created ${sinceCreation} days ago.${adminNote(a)}`)
          : passing(`${r.name} ${what} yet; it was created ${sinceCreation} days ago (${NEVER_SIGNED_IN_DAYS} are allowed).`);
      }
      return sinceLogin > INACTIVE_DAYS
        ? failing(`${r.name} last signed in ${sinceLogin} days ago; accounts unused for more than ${INACTIVE_DAYS} days should be suspended.${adminNote(a)}`)
        : passing(`${r.name} last signed in ${sinceLogin} day${sinceLogin === 1 ? "" : "s"} ago.`);
    },
  }),
  defineTest({
    id: "okta.org.mfa_required",
    resourceType: ORG,
    title: "Authenticator enrolment requires a second factor",
    description: prose(
      "Every active authenticator enrolment policy (Security → Authenticators → Enrollment; policy type MFA_ENROLL) requires at least",
      "one authenticator other than password, e-mail or security question, and has an active rule that prompts enrolment (not 'Never').",
      "Sign-in rules (authentication and global session policies) are not read here. Classic Engine factor enrolment policies cannot be",
      "read through the SDK and answer error.",
    ),
    rationale: "If enrolling a second factor is optional, new and careless users never do, and their accounts stay one phished password away from takeover.",
    remediation: {
      console: prose(
        "Okta Admin Console → Security → Authenticators → Enrollment: edit each policy (the Default Policy first), set Okta Verify or",
        "FIDO2 (WebAuthn) to Required, and make sure its rule enrolls 'the first time a user is challenged' or at sign-in, not Never.",
      ),
      command: 'curl -H "Authorization: SSWS $OKTA_API_TOKEN" "https://<org>.okta.com/api/v1/policies?type=MFA_ENROLL"',
    },
    severity: "high",
    themes: ["mfa", "secure_configuration"],
    needs: ["mfaEnrollmentPolicies"],
    evaluate: (a) => {
      const active = (a.mfaEnrollmentPolicies as EnrollmentPolicySummary[]).filter((p) => p.status === "ACTIVE");
      if (active.length === 0) return failing("No authenticator enrolment policy is active, so nobody is asked to enrol a second factor.");
      const classic = active.filter((p) => p.settingsType === "FACTORS");
      if (classic.length > 0) {
        return errored(
          `${classic.map((p) => p.name).join(", ")} use${classic.length === 1 ? "s" : ""} Classic Engine factor settings, which the Okta ` +
            `SDK does not expose; check Security → Multifactor → Factor Enrollment.`,
        );
      }
      const problems = active.map(enrollmentProblem).filter((p): p is string => p !== undefined);
      if (problems.length > 0) return failing(`${problems.join("; ")}.`);
      const list = active.map((p) => `${p.name}: ${p.required.filter((k) => !NOT_SECOND_FACTOR.has(k)).join(", ")}`).join("; ");
      return passing(`All ${active.length} active enrolment polic${active.length === 1 ? "y requires" : "ies require"} a second factor (${list}).`);
    },
  }),
  defineTest({
    id: "okta.org.super_admin_count",
    resourceType: ORG,
    title: `Between ${MIN_SUPER_ADMINS} and ${MAX_SUPER_ADMINS} super administrators`,
    description:
      `The org has at least ${MIN_SUPER_ADMINS} and at most ${MAX_SUPER_ADMINS} users (neither deactivated nor suspended) ` +
      `holding the Super Administrator role, directly or through a group.`,
    rationale: prose(
      "With one super admin, losing that account locks everyone out of the org's most sensitive settings. Every extra super admin is one",
      "more account that can do anything; daily work belongs in narrower roles (Org, App, Help Desk, Read-Only Administrator).",
    ),
    remediation: {
      console: prose(
        "Okta Admin Console → Security → Administrators → Roles / Admins: assign Super Administrator to a second trusted person, or",
        "replace it with a narrower role for those who do not need it.",
      ),
      command: 'curl -H "Authorization: SSWS $OKTA_API_TOKEN" https://<org>.okta.com/api/v1/iam/assignees/users',
    },
    severity: "medium",
    themes: ["privileged_access"],
    needs: ["superAdminCount"],
    evaluate: (a) => judgeSuperAdminCount(a, { consequence: "if that account is lost, nobody can administer the org fully", narrower: "narrower admin roles" }),
  }),
  defineTest({
    id: "okta.org.password_policy",
    resourceType: ORG,
    title: "Password policies require strong passwords",
    description:
      `Every active password policy (the default and each group's) requires at least ${MIN_PASSWORD_LENGTH} characters, refuses ` +
      `common passwords, and locks the account after at most ${MAX_LOCKOUT_ATTEMPTS} failed attempts.`,
    rationale: "Short or common passwords fall to guessing and credential stuffing; without lockout, guessing is unlimited.",
    remediation: {
      console:
        `Okta Admin Console → Security → Authenticators → Password → Edit each policy: minimum length ${MIN_PASSWORD_LENGTH} or ` +
        `more, tick 'Restrict use of common passwords', lock out after ${MAX_LOCKOUT_ATTEMPTS} or fewer unsuccessful attempts.`,
      command: 'curl -H "Authorization: SSWS $OKTA_API_TOKEN" "https://<org>.okta.com/api/v1/policies?type=PASSWORD"',
    },
    severity: "medium",
    themes: ["credential_management"],
    needs: ["passwordPolicies"],
    evaluate: (a) => {
      const active = (a.passwordPolicies as PasswordPolicySummary[]).filter((p) => p.status === "ACTIVE");
      if (active.length === 0) return errored("Okta returned no active password policy.");
      const weak = active.map((p) => ({ p, problems: passwordProblems(p) })).filter((x) => x.problems.length > 0);
      if (weak.length > 0) {
        return failing(
          `${weak.length} of ${active.length} active password polic${active.length === 1 ? "y falls" : "ies fall"} short — ` +
            `${weak.map(({ p, problems }) => `${p.name}: ${problems.join(", ")}`).join("; ")}.`,
        );
      }
      const shortest = Math.min(...active.map((p) => p.minLength ?? 0));
      return passing(
        `All ${active.length} active password polic${active.length === 1 ? "y requires" : "ies require"} at least ${shortest} characters, ` +
          `refuse common passwords and lock out after at most ${MAX_LOCKOUT_ATTEMPTS} attempts.`,
      );
    },
  }),
];
