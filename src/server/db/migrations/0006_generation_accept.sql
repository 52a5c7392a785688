-- Accepts a generation in one statement when nothing the server's precheck decided on has changed
-- since: the draft is still the owner's at the same version (so its disclosure and sections are
-- the ones checked), and the owner has no running generation the precheck did not see (one that
-- ended or released a section only leaves more room). It takes the same locks, in the same order,
-- as the server's locked path (the draft row, then the owner's start lock), and each statement of
-- a volatile PL/pgSQL function reads a fresh snapshot, so the check sees every start committed
-- before the lock was granted. Returns false, inserting nothing, when the server must decide again
-- under the locks; a reused id raises the primary key's unique violation.
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
	p_lock_namespace integer
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
	INSERT INTO "generations" ("id", "owner_id", "draft_id", "target", "sections", "engine", "model", "instance_id")
	VALUES (p_id, p_owner, p_draft, p_target, p_sections, p_engine, p_model, p_instance);
	RETURN true;
END;
$$;
