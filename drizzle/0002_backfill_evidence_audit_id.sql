-- Evidence made from an audit response before audit_id existed: the request it answered names its audit.
UPDATE "evidence_items" AS e
SET "audit_id" = r."audit_id"
FROM "audit_evidence_requests" AS r
WHERE r."evidence_id" = e."id" AND e."source" = 'audit_response' AND e."audit_id" IS NULL;
