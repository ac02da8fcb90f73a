import type { DBInstance } from "@aws-sdk/client-rds";
import { intParam, page, readPageToken, type Call } from "./call";
import { AwsFault, queryAnswer, type FakeResponse } from "./protocol";
import { emptyRegion } from "./state";
import { leaf, leaves, node, onlyKnown } from "./xml";

/** RDS (awsQuery, version 2014-10-31): DescribeDBInstances, paged by MaxRecords and Marker. */

const INSTANCE_FIELDS: Partial<Record<keyof DBInstance, string>> = {
  DBInstanceIdentifier: "DBInstanceIdentifier",
  DBInstanceClass: "DBInstanceClass",
  Engine: "Engine",
  EngineVersion: "EngineVersion",
  DBInstanceStatus: "DBInstanceStatus",
  DBInstanceArn: "DBInstanceArn",
  DBClusterIdentifier: "DBClusterIdentifier",
  AvailabilityZone: "AvailabilityZone",
  MultiAZ: "MultiAZ",
  PubliclyAccessible: "PubliclyAccessible",
  StorageEncrypted: "StorageEncrypted",
  KmsKeyId: "KmsKeyId",
  AllocatedStorage: "AllocatedStorage",
  InstanceCreateTime: "InstanceCreateTime",
};

function instance(db: DBInstance): string {
  onlyKnown(db, Object.keys(INSTANCE_FIELDS) as (keyof DBInstance)[], "DBInstance");
  return leaves(db, INSTANCE_FIELDS);
}

const invalid = (message: string) => new AwsFault(400, "InvalidParameterValue", message);

export function rds(call: Call): FakeResponse {
  if (call.operation !== "DescribeDBInstances") throw new AwsFault(400, "InvalidAction", `Could not find operation ${call.operation} for version 2014-10-31`);
  const instances = (call.account.regions[call.region] ?? emptyRegion()).dbInstances;
  // MaxRecords 20..100, default 100.
  const max = intParam(call.form.get("MaxRecords"), "MaxRecords", 20, 100, invalid) ?? 100;
  const offset = readPageToken(call.form.get("Marker"), "instances", () => invalid("The marker is not valid."));
  const p = page(instances, offset, call.pageSize(max, max), "instances");
  return queryAnswer("rds", call.operation, leaf("Marker", p.next) + node("DBInstances", ...p.items.map((db) => node("DBInstance", instance(db)))));
}
