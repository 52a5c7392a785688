-- The monthly generation allowance, checked and counted atomically with the generation's insert.
-- Usage is not a counter: it is the month's generations of the pool (a user, or every member of an
-- enterprise) that did not fail, so a refused start (nothing inserted), a start whose transaction
-- rolls back and a generation that fails all leave the allowance as it was.
CREATE FUNCTION claimwright_generations_this_month(p_owner integer, p_enterprise integer)
RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
	since timestamptz := date_trunc('month', now() at time zone 'utc') at time zone 'utc';
BEGIN
	-- One query per pool kind, so each keeps a plan on the owner index.
	IF p_enterprise IS NULL THEN
		RETURN (SELECT count(*)::integer FROM "generations"
			WHERE "owner_id" = p_owner AND "state" <> 'failed' AND "created_at" >= since);
	END IF;
	RETURN (SELECT count(*)::integer FROM "generations"
		WHERE "owner_id" IN (SELECT "id" FROM "users" WHERE "enterprise_id" = p_enterprise)
			AND "state" <> 'failed' AND "created_at" >= since);
END;
$$;
--> statement-breakpoint
-- Inside the caller's transaction, after it holds the owner's start lock: true when one more
-- generation fits in p_limit (null: no limit). An enterprise's pool is serialised by its own lock
-- (taken after the start lock, as every start takes it, so starts cannot deadlock); a user's own
-- pool already is by the start lock. The count is a statement of its own, so it reads a snapshot
-- taken after the lock was granted and sees every start committed before.
CREATE FUNCTION claimwright_allowance_room(p_owner integer, p_enterprise integer, p_limit integer)
RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF p_limit IS NULL THEN
		RETURN true;
	END IF;
	IF p_enterprise IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(7368559, p_enterprise); -- 0x706f6f, 'poo(l)'
	END IF;
	RETURN claimwright_generations_this_month(p_owner, p_enterprise) < p_limit;
END;
$$;
--> statement-breakpoint
DROP FUNCTION claimwright_accept_generation(uuid, integer, uuid, integer, uuid[], text, text[], text, text, text, integer);
--> statement-breakpoint
-- As in 0006, and also false (the server then decides under the locks, where it answers 402) when
-- the generation does not fit in the allowance p_limit of the pool (p_pool_enterprise, or the
-- owner's own when null).
CREATE FUNCTION claimwright_accept_generation(
	p_id uuid,
	p_owner integer,
	p_draft uuid,
	p_version integer,
	p_known_running uuid[],
	p_target text,
	p_sections text[],
	p_engine text,
	p_model text,
	p_instance text,
	p_lock_namespace integer,
	p_limit integer DEFAULT NULL,
	p_pool_enterprise integer DEFAULT NULL
) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(p_lock_namespace, p_owner)
	FROM "drafts"
	WHERE "id" = p_draft AND "owner_id" = p_owner AND "version" = p_version
	FOR UPDATE;
	IF NOT FOUND THEN
		RETURN false;
	END IF;
	IF EXISTS (
		SELECT 1 FROM "generations"
		WHERE "owner_id" = p_owner AND "state" = 'running' AND "id" <> ALL (p_known_running)
	) THEN
		RETURN false;
	END IF;
	IF NOT claimwright_allowance_room(p_owner, p_pool_enterprise, p_limit) THEN
		RETURN false;
	END IF;
	INSERT INTO "generations" ("id", "owner_id", "draft_id", "target", "sections", "engine", "model", "instance_id")
	VALUES (p_id, p_owner, p_draft, p_target, p_sections, p_engine, p_model, p_instance);
	RETURN true;
END;
$$;
