import type { DescribeTrailsResponse, GetTrailStatusResponse } from "@aws-sdk/client-cloudtrail";
import type { Call } from "./call";
import { AwsFault, jsonAnswer, type FakeResponse } from "./protocol";

/**
 * CloudTrail (awsJson1_1, X-Amz-Target CloudTrail_20131101.<Operation>). Member names are the model's own
 * (trailList, IsMultiRegionTrail…); timestamps are epoch seconds.
 */

const epoch = (d: Date | undefined) => (d ? d.getTime() / 1000 : undefined);

export function cloudTrail(call: Call): FakeResponse {
  const trails = call.account.trails;
  switch (call.operation) {
    case "DescribeTrails": {
      const includeShadow = call.json.includeShadowTrails !== false;
      const names = Array.isArray(call.json.trailNameList) ? (call.json.trailNameList as string[]) : undefined;
      // A region sees the trails homed in it and, as shadow trails, the multi-region trails homed elsewhere.
      const visible = trails.filter((t) => t.trail.HomeRegion === call.region || (includeShadow && t.trail.IsMultiRegionTrail));
      const chosen = names?.length ? visible.filter((t) => names.includes(t.trail.Name) || names.includes(t.trail.TrailARN)) : visible;
      const out: DescribeTrailsResponse = { trailList: chosen.map((t) => t.trail) };
      return jsonAnswer("cloudtrail", out);
    }
    case "GetTrailStatus": {
      const name = String(call.json.Name ?? "");
      // By name only in the trail's home region; a shadow trail must be named by its ARN.
      const found = trails.find((t) => t.trail.TrailARN === name || (t.trail.Name === name && t.trail.HomeRegion === call.region));
      if (!found) throw new AwsFault(400, "TrailNotFoundException", `Unknown trail: ${name} for the user: ${call.account.accountId}`);
      const s: GetTrailStatusResponse = found.status;
      return jsonAnswer("cloudtrail", {
        ...s,
        LatestDeliveryTime: epoch(s.LatestDeliveryTime),
        LatestDigestDeliveryTime: epoch(s.LatestDigestDeliveryTime),
        StartLoggingTime: epoch(s.StartLoggingTime),
        StopLoggingTime: epoch(s.StopLoggingTime),
        LatestNotificationTime: epoch(s.LatestNotificationTime),
        LatestCloudWatchLogsDeliveryTime: epoch(s.LatestCloudWatchLogsDeliveryTime),
      });
    }
    default:
      throw new AwsFault(400, "UnknownOperationException", `Unknown operation ${call.operation}`);
  }
}
