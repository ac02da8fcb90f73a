import type { IpPermission, SecurityGroup, Tag, Volume, VolumeAttachment } from "@aws-sdk/client-ec2";
import { intParam, invalidParameter, page, readPageToken, type Call } from "./call";
import { AwsFault, queryAnswer, type FakeResponse } from "./protocol";
import { emptyRegion } from "./state";
import { leaf, leaves, list, node, onlyKnown } from "./xml";

/**
 * EC2 (ec2Query, version 2016-11-15). Its XML differs from the other query services: no Result wrapper,
 * lowerCamel element names from the model's xmlName traits (`volumeSet`, `status` for Volume.State,
 * `groupDescription` for SecurityGroup.Description) and lists of `<item>`.
 */

const TAG_FIELDS = { Key: "key", Value: "value" } as const;
const tags = (items: Tag[] | undefined) => list("tagSet", "item", items, (t) => leaves(t, TAG_FIELDS));

const ATTACHMENT_FIELDS: Partial<Record<keyof VolumeAttachment, string>> = {
  VolumeId: "volumeId",
  InstanceId: "instanceId",
  Device: "device",
  State: "status",
  AttachTime: "attachTime",
  DeleteOnTermination: "deleteOnTermination",
};

const VOLUME_FIELDS: Partial<Record<keyof Volume, string>> = {
  VolumeId: "volumeId",
  VolumeArn: "volumeArn",
  Size: "size",
  SnapshotId: "snapshotId",
  AvailabilityZone: "availabilityZone",
  State: "status",
  CreateTime: "createTime",
  VolumeType: "volumeType",
  Iops: "iops",
  Encrypted: "encrypted",
  KmsKeyId: "kmsKeyId",
  MultiAttachEnabled: "multiAttachEnabled",
  OwnerId: "ownerId",
};

function volume(v: Volume): string {
  onlyKnown(v, [...(Object.keys(VOLUME_FIELDS) as (keyof Volume)[]), "Attachments", "Tags"], "Volume");
  return (
    leaves(v, VOLUME_FIELDS) +
    list("attachmentSet", "item", v.Attachments, (a) => {
      onlyKnown(a, Object.keys(ATTACHMENT_FIELDS) as (keyof VolumeAttachment)[], "VolumeAttachment");
      return leaves(a, ATTACHMENT_FIELDS);
    }) +
    tags(v.Tags)
  );
}

function permission(p: IpPermission): string {
  onlyKnown(p, ["IpProtocol", "FromPort", "ToPort", "IpRanges", "Ipv6Ranges", "UserIdGroupPairs", "PrefixListIds"], "IpPermission");
  return (
    leaf("ipProtocol", p.IpProtocol) +
    leaf("fromPort", p.FromPort) +
    leaf("toPort", p.ToPort) +
    list("groups", "item", p.UserIdGroupPairs, (g) => leaves(g, { GroupId: "groupId", UserId: "userId", Description: "description" })) +
    list("ipRanges", "item", p.IpRanges, (r) => leaves(r, { CidrIp: "cidrIp", Description: "description" })) +
    list("ipv6Ranges", "item", p.Ipv6Ranges, (r) => leaves(r, { CidrIpv6: "cidrIpv6", Description: "description" })) +
    list("prefixListIds", "item", p.PrefixListIds, (r) => leaves(r, { PrefixListId: "prefixListId", Description: "description" }))
  );
}

const GROUP_FIELDS: Partial<Record<keyof SecurityGroup, string>> = {
  OwnerId: "ownerId",
  GroupId: "groupId",
  GroupName: "groupName",
  Description: "groupDescription",
  VpcId: "vpcId",
  SecurityGroupArn: "securityGroupArn",
};

function securityGroup(g: SecurityGroup): string {
  onlyKnown(g, [...(Object.keys(GROUP_FIELDS) as (keyof SecurityGroup)[]), "IpPermissions", "IpPermissionsEgress", "Tags"], "SecurityGroup");
  return (
    leaves(g, GROUP_FIELDS) +
    list("ipPermissions", "item", g.IpPermissions ?? [], permission) +
    list("ipPermissionsEgress", "item", g.IpPermissionsEgress ?? [], permission) +
    tags(g.Tags)
  );
}

const badToken = () => new AwsFault(400, "InvalidPaginationToken", "The pagination token is invalid.");

export function ec2(call: Call): FakeResponse {
  const region = call.account.regions[call.region] ?? emptyRegion();
  switch (call.operation) {
    case "DescribeVolumes": {
      // DescribeVolumes: MaxResults 5..500 (without it, AWS answers everything at once).
      const max = intParam(call.form.get("MaxResults"), "MaxResults", 5, 500, invalidParameter);
      const offset = readPageToken(call.form.get("NextToken"), "volumes", badToken);
      const p = page(region.volumes, offset, call.pageSize(max, region.volumes.length || 1), "volumes");
      return queryAnswer("ec2", call.operation, node("volumeSet", ...p.items.map((v) => node("item", volume(v)))) + leaf("nextToken", p.next));
    }
    case "DescribeSecurityGroups": {
      const max = intParam(call.form.get("MaxResults"), "MaxResults", 5, 1000, invalidParameter);
      const offset = readPageToken(call.form.get("NextToken"), "groups", badToken);
      const p = page(region.securityGroups, offset, call.pageSize(max, region.securityGroups.length || 1), "groups");
      return queryAnswer("ec2", call.operation, node("securityGroupInfo", ...p.items.map((g) => node("item", securityGroup(g)))) + leaf("nextToken", p.next));
    }
    default:
      throw new AwsFault(400, "InvalidAction", `The action ${call.operation} is not valid for this web service.`);
  }
}
