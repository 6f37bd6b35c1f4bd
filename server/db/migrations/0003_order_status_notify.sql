-- Every status change is announced on the "order_status" channel with the order's id, so each
-- server process can wake the live trackers of that order without polling (LISTEN/NOTIFY; on
-- PGlite the same notification reaches the process's own listener).
CREATE OR REPLACE FUNCTION notify_order_status() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('order_status', NEW.order_id::text);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_status_notify AFTER INSERT ON order_status_history
  FOR EACH ROW EXECUTE FUNCTION notify_order_status();
