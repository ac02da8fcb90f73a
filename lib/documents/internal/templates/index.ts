import type { LibraryTemplate } from "../types";
import acceptableUsePolicy from "./acceptable-use-policy";
import accessControlPolicy from "./access-control-policy";
import breachNotificationProcedure from "./breach-notification-procedure";
import businessContinuityPlan from "./business-continuity-plan";
import consentForm from "./consent-form";
import cookiePolicy from "./cookie-policy";
import dataProcessingAgreement from "./data-processing-agreement";
import dataRetentionPolicy from "./data-retention-policy";
import incidentResponsePlan from "./incident-response-plan";
import informationSecurityPolicy from "./information-security-policy";
import privacyPolicy from "./privacy-policy";
import vendorManagementPolicy from "./vendor-management-policy";

/** The template library, in the order the gallery shows it. */
export const templates: readonly LibraryTemplate[] = [
  privacyPolicy,
  dataProcessingAgreement,
  consentForm,
  incidentResponsePlan,
  breachNotificationProcedure,
  cookiePolicy,
  informationSecurityPolicy,
  acceptableUsePolicy,
  dataRetentionPolicy,
  vendorManagementPolicy,
  businessContinuityPlan,
  accessControlPolicy,
];

const byId = new Map(templates.map((t) => [t.id, t]));

export function getTemplate(id: string): LibraryTemplate | undefined {
  return byId.get(id);
}
