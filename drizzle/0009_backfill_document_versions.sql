-- Documents stored before versions existed become version 1 of themselves ("generated", by their creator).
INSERT INTO "document_versions" ("document_id", "account_id", "number", "source", "title", "content", "content_hash", "variables", "template_version", "created_by_type", "created_by_id", "created_at")
SELECT d."id", d."account_id", 1, 'generated', d."title", d."content", encode(sha256(convert_to(d."content", 'UTF8')), 'hex'), d."variables", d."template_version", d."created_by_type", d."created_by_id", d."created_at"
FROM "generated_documents" AS d
WHERE NOT EXISTS (SELECT 1 FROM "document_versions" AS v WHERE v."document_id" = d."id");
