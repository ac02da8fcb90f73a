import { paginateDescribeSecurityGroups, paginateDescribeVolumes, type IpPermission, type SecurityGroup, type Volume } from "@aws-sdk/client-ec2";
import { GetDetectorCommand, paginateListDetectors } from "@aws-sdk/client-guardduty";
import { paginateDescribeDBInstances, type DBInstance } from "@aws-sdk/client-rds";
import type { AttributeError, DiscoveredResource } from "../types";
import type { AwsClients } from "./clients";
import { readOr } from "./errors";
import { EBS_VOLUME, RDS_INSTANCE, REGION, SECURITY_GROUP } from "./kinds";

/** The largest pages each API allows, so big regions take few calls. */
const EC2_VOLUME_PAGE = 500;
const EC2_GROUP_PAGE = 1000;
const RDS_PAGE = 100;

export interface GuardDutyAttributes {
  detectorId: string;
  /** ENABLED or DISABLED (suspended). */
  status: string;
}

async function readGuardDuty(clients: AwsClients, region: string, signal: AbortSignal): Promise<GuardDutyAttributes | null | AttributeError> {
  return readOr(signal, async () => {
    const client = clients.guardDuty(region);
    const found: GuardDutyAttributes[] = [];
    // GuardDuty allows one detector per account and region; the list is paged all the same.
    for await (const page of paginateListDetectors({ client, pageSize: 50 }, {}, { abortSignal: signal })) {
      for (const detectorId of page.DetectorIds ?? []) {
        const detector = await client.send(new GetDetectorCommand({ DetectorId: detectorId }), { abortSignal: signal });
        found.push({ detectorId, status: detector.Status ?? "UNKNOWN" });
      }
    }
    return found.find((d) => d.status === "ENABLED") ?? found[0] ?? null;
  });
}

/** One resource per configured region: what is switched on region by region (GuardDuty). */
export async function regionResource(clients: AwsClients, region: string, signal: AbortSignal): Promise<DiscoveredResource> {
  return { type: REGION, externalId: region, name: region, attributes: { region, guardDuty: await readGuardDuty(clients, region, signal) } };
}

function nameTag(tags: { Key?: string; Value?: string }[] | undefined): string | undefined {
  return tags?.find((t) => t.Key === "Name")?.Value || undefined;
}

function volumeResource(v: Volume, region: string, account: { accountId: string; partition: string }): DiscoveredResource {
  const id = v.VolumeId ?? "";
  const tag = nameTag(v.Tags);
  return {
    type: EBS_VOLUME,
    externalId: v.VolumeArn ?? `arn:${account.partition}:ec2:${region}:${account.accountId}:volume/${id}`,
    name: tag ? `${tag} (${id})` : id,
    attributes: {
      volumeId: id,
      region,
      availabilityZone: v.AvailabilityZone ?? null,
      state: v.State ?? null,
      sizeGiB: v.Size ?? null,
      encrypted: v.Encrypted ?? false,
      kmsKeyId: v.KmsKeyId ?? null,
      attachedTo: (v.Attachments ?? []).map((a) => a.InstanceId).filter((x): x is string => Boolean(x)),
    },
  };
}

export async function* discoverVolumes(
  clients: AwsClients,
  region: string,
  account: { accountId: string; partition: string },
  signal: AbortSignal,
): AsyncGenerator<DiscoveredResource> {
  for await (const page of paginateDescribeVolumes({ client: clients.ec2(region), pageSize: EC2_VOLUME_PAGE }, {}, { abortSignal: signal })) {
    for (const v of page.Volumes ?? []) yield volumeResource(v, region, account);
  }
}

function instanceResource(db: DBInstance, region: string): DiscoveredResource {
  const id = db.DBInstanceIdentifier ?? "";
  return {
    type: RDS_INSTANCE,
    externalId: db.DBInstanceArn ?? id,
    name: id,
    attributes: {
      identifier: id,
      region,
      engine: db.Engine ?? null,
      engineVersion: db.EngineVersion ?? null,
      status: db.DBInstanceStatus ?? null,
      clusterIdentifier: db.DBClusterIdentifier ?? null,
      storageEncrypted: db.StorageEncrypted ?? false,
      kmsKeyId: db.KmsKeyId ?? null,
    },
  };
}

export async function* discoverDbInstances(clients: AwsClients, region: string, signal: AbortSignal): AsyncGenerator<DiscoveredResource> {
  for await (const page of paginateDescribeDBInstances({ client: clients.rds(region), pageSize: RDS_PAGE }, {}, { abortSignal: signal })) {
    for (const db of page.DBInstances ?? []) yield instanceResource(db, region);
  }
}

export interface OpenIngressRule {
  /** tcp, udp, icmp, icmpv6, all, or the IP protocol number AWS gave. */
  protocol: string;
  /** null: every port (all traffic). */
  fromPort: number | null;
  toPort: number | null;
  /** 0.0.0.0/0 or ::/0. */
  source: string;
}

const PROTOCOLS: Record<string, string> = { "-1": "all", "6": "tcp", "17": "udp", "1": "icmp", "58": "icmpv6" };
const WORLD_V4 = "0.0.0.0/0";
const WORLD_V6 = "::/0";

/** The inbound rules that admit any address on the internet; other rules are not recorded. */
function openIngress(permissions: IpPermission[] | undefined): OpenIngressRule[] {
  const rules: OpenIngressRule[] = [];
  for (const p of permissions ?? []) {
    const protocol = PROTOCOLS[p.IpProtocol ?? "-1"] ?? p.IpProtocol ?? "all";
    const allPorts = protocol === "all" || p.FromPort === undefined || (p.FromPort === -1 && p.ToPort === -1);
    const sources = [...(p.IpRanges ?? []).map((r) => r.CidrIp), ...(p.Ipv6Ranges ?? []).map((r) => r.CidrIpv6)].filter(
      (s) => s === WORLD_V4 || s === WORLD_V6,
    );
    for (const source of sources) {
      rules.push({
        protocol,
        fromPort: allPorts ? null : (p.FromPort ?? null),
        toPort: allPorts ? null : (p.ToPort ?? p.FromPort ?? null),
        source: source as string,
      });
    }
  }
  return rules;
}

function groupResource(g: SecurityGroup, region: string, account: { accountId: string; partition: string }): DiscoveredResource {
  const id = g.GroupId ?? "";
  return {
    type: SECURITY_GROUP,
    externalId: g.SecurityGroupArn ?? `arn:${account.partition}:ec2:${region}:${g.OwnerId ?? account.accountId}:security-group/${id}`,
    name: g.GroupName ? `${g.GroupName} (${id})` : id,
    attributes: {
      groupId: id,
      groupName: g.GroupName ?? null,
      region,
      vpcId: g.VpcId ?? null,
      description: g.Description ?? null,
      inboundRuleCount: g.IpPermissions?.length ?? 0,
      openToInternet: openIngress(g.IpPermissions),
    },
  };
}

export async function* discoverSecurityGroups(
  clients: AwsClients,
  region: string,
  account: { accountId: string; partition: string },
  signal: AbortSignal,
): AsyncGenerator<DiscoveredResource> {
  for await (const page of paginateDescribeSecurityGroups({ client: clients.ec2(region), pageSize: EC2_GROUP_PAGE }, {}, { abortSignal: signal })) {
    for (const g of page.SecurityGroups ?? []) yield groupResource(g, region, account);
  }
}
