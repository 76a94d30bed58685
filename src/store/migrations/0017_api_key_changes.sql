-- Each process remembers checked API keys for a few seconds (accounts/key-cache.ts). When a key is revoked,
-- deleted or has its limits changed, or its user changes role or goes, every process on the store is told
-- through NOTIFY on 'assay_api_keys' and forgets what it remembers. The payload is the schema of the tables
-- (NOTIFY reaches the whole database, which several deployments or test schemas may share); identical
-- notifications of one transaction arrive once, and a process simply forgets everything.
-- last_used_at, written once a minute per key, notifies nothing.
CREATE FUNCTION assay_notify_api_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('assay_api_keys', TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$$;

CREATE TRIGGER api_keys_changed AFTER UPDATE ON api_keys FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.projects IS DISTINCT FROM NEW.projects
        OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.key_hash IS DISTINCT FROM NEW.key_hash)
  EXECUTE FUNCTION assay_notify_api_key_change();
CREATE TRIGGER api_keys_deleted AFTER DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION assay_notify_api_key_change();
CREATE TRIGGER users_role_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION assay_notify_api_key_change();
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION assay_notify_api_key_change();
