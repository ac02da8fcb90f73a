import { randomBytes } from "node:crypto";
import type { AssumeRoleCommandOutput, GetCallerIdentityCommandOutput } from "@aws-sdk/client-sts";
import { intParam, type Call } from "./call";
import { accessDenied, AwsFault, queryAnswer, type FakeResponse } from "./protocol";
import { leaf, node } from "./xml";

/** STS (awsQuery, version 2011-06-15): who is calling, and assuming a role. */

export interface FakeKey {
  secretAccessKey: string;
  /** Temporary credentials only: the session token that must come with them. */
  sessionToken?: string;
  expiresAt?: Date;
  /** The IAM user or assumed-role session the key belongs to. */
  principal: string;
  /** Its account: only keys of the fake's account may read that account. */
  accountId: string;
  userId: string;
}

export interface FakeRole {
  roleArn: string;
  externalId: string;
  /** Access key ids whose principals the role's trust policy names. */
  trusted: string[];
}

const randomId = (prefix: string, length: number) =>
  prefix +
  randomBytes(length)
    .toString("hex")
    .toUpperCase()
    .slice(0, length - prefix.length);

const invalidInput = (message: string) => new AwsFault(400, "ValidationError", message);

export function sts(call: Call, caller: FakeKey, roles: FakeRole[], keys: Map<string, FakeKey>): FakeResponse {
  switch (call.operation) {
    case "GetCallerIdentity": {
      const out: Omit<GetCallerIdentityCommandOutput, "$metadata"> = { UserId: caller.userId, Account: caller.accountId, Arn: caller.principal };
      return queryAnswer("sts", call.operation, leaf("UserId", out.UserId) + leaf("Account", out.Account) + leaf("Arn", out.Arn));
    }
    case "AssumeRole": {
      const roleArn = call.form.get("RoleArn") ?? "";
      const sessionName = call.form.get("RoleSessionName") ?? "";
      if (!/^[\w+=,.@-]{2,64}$/.test(sessionName)) throw invalidInput("1 validation error detected: Value at 'roleSessionName' failed to satisfy constraint");
      const duration = intParam(call.form.get("DurationSeconds"), "DurationSeconds", 900, 43200, invalidInput) ?? 3600;
      const role = roles.find((r) => r.roleArn === roleArn);
      // AWS answers the same AccessDenied for an unknown role, an untrusted caller and a wrong external id.
      if (!role || !role.trusted.includes(call.accessKeyId) || call.form.get("ExternalId") !== role.externalId) {
        throw accessDenied("sts", caller.principal, "sts:AssumeRole", roleArn);
      }
      const [, , , , roleAccount, resource] = roleArn.split(":");
      const roleName = resource.split("/").pop()!;
      const roleId = `AROA${randomBytes(8).toString("hex").toUpperCase()}`;
      const accessKeyId = randomId("ASIA", 20);
      // Session lifetimes run on the real clock, as AWS's do, whatever the tests' fixture date.
      const expiresAt = new Date(Date.now() + duration * 1000);
      const principal = `arn:aws:sts::${roleAccount}:assumed-role/${roleName}/${sessionName}`;
      const issued: FakeKey = {
        secretAccessKey: randomBytes(20).toString("base64"),
        sessionToken: randomBytes(48).toString("base64"),
        expiresAt,
        principal,
        accountId: roleAccount,
        userId: `${roleId}:${sessionName}`,
      };
      keys.set(accessKeyId, issued);
      const out: Omit<AssumeRoleCommandOutput, "$metadata"> = {
        Credentials: { AccessKeyId: accessKeyId, SecretAccessKey: issued.secretAccessKey, SessionToken: issued.sessionToken!, Expiration: expiresAt },
        AssumedRoleUser: { AssumedRoleId: issued.userId, Arn: principal },
      };
      const c = out.Credentials!;
      return queryAnswer(
        "sts",
        call.operation,
        node(
          "Credentials",
          leaf("AccessKeyId", c.AccessKeyId),
          leaf("SecretAccessKey", c.SecretAccessKey),
          leaf("SessionToken", c.SessionToken),
          leaf("Expiration", c.Expiration),
        ) + node("AssumedRoleUser", leaf("AssumedRoleId", out.AssumedRoleUser!.AssumedRoleId), leaf("Arn", out.AssumedRoleUser!.Arn)),
      );
    }
    default:
      throw new AwsFault(400, "InvalidAction", `Could not find operation ${call.operation} for version 2011-06-15`);
  }
}
