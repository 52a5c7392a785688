-- No two firms may share a name (case, surrounding and repeated whitespace ignored). Firms made
-- before this rule may: every such firm but the oldest gets its id appended, "Acme LLP (7)", so
-- the index can be built and each firm stays identifiable; renaming it is left to its admin.
UPDATE "enterprises" AS e
SET "name" = btrim(e."name") || ' (' || e."id" || ')', "updated_at" = now()
WHERE EXISTS (
	SELECT 1 FROM "enterprises" AS older
	WHERE lower(regexp_replace(btrim(older."name"), '\s+', ' ', 'g'))
		= lower(regexp_replace(btrim(e."name"), '\s+', ' ', 'g'))
		AND older."id" < e."id"
);
--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_name_key" ON "enterprises" USING btree (lower(regexp_replace(btrim("name"), '\s+', ' ', 'g')));
