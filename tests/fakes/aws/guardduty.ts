import type { GetDetectorResponse, ListDetectorsResponse } from "@aws-sdk/client-guardduty";
import { intParam, page, readPageToken, type Call } from "./call";
import { AwsFault, jsonAnswer, type FakeResponse } from "./protocol";
import { emptyRegion } from "./state";
import { onlyKnown } from "./xml";

/** GuardDuty (restJson1): `GET /detector` and `GET /detector/{detectorId}`, with the model's lowerCamel jsonNames. */

const badRequest = (message: string) => new AwsFault(400, "BadRequestException", message);

export function guardDutyOperation(method: string, path: string): { operation: string; detectorId?: string } {
  if (method === "GET" && path === "/detector") return { operation: "ListDetectors" };
  const match = method === "GET" ? path.match(/^\/detector\/([^/]+)$/) : null;
  return match ? { operation: "GetDetector", detectorId: decodeURIComponent(match[1]) } : { operation: "Unsupported" };
}

const DETECTOR_FIELDS = ["CreatedAt", "FindingPublishingFrequency", "ServiceRole", "Status", "UpdatedAt", "Tags"] as const;

export function guardDuty(call: Call, detectorId: string | undefined): FakeResponse {
  const detectors = (call.account.regions[call.region] ?? emptyRegion()).detectors;
  switch (call.operation) {
    case "ListDetectors": {
      const max = intParam(call.query.get("maxResults"), "maxResults", 1, 50, badRequest);
      const offset = readPageToken(call.query.get("nextToken"), "detectors", () =>
        badRequest("The request is rejected because an invalid or out-of-range value is specified as an input parameter."),
      );
      const p = page(detectors, offset, call.pageSize(max, 50), "detectors");
      const out: ListDetectorsResponse = { DetectorIds: p.items.map((d) => d.id), NextToken: p.next };
      return jsonAnswer("guardduty", { detectorIds: out.DetectorIds, nextToken: out.NextToken });
    }
    case "GetDetector": {
      const found = detectors.find((d) => d.id === detectorId);
      if (!found) throw badRequest("The request is rejected because the input detectorId is not owned by the current account.");
      const d: GetDetectorResponse = found.detector;
      onlyKnown(d, DETECTOR_FIELDS, "GetDetectorResponse");
      return jsonAnswer("guardduty", {
        createdAt: d.CreatedAt,
        findingPublishingFrequency: d.FindingPublishingFrequency,
        serviceRole: d.ServiceRole,
        status: d.Status,
        updatedAt: d.UpdatedAt,
        tags: d.Tags,
      });
    }
    default:
      throw new AwsFault(404, "ResourceNotFoundException", `No route for ${call.method} ${call.path}`);
  }
}
