-- A NOTIFY inside a transaction makes PostgreSQL serialise its commit with every other notifying
-- commit, WAL flush included (a database-wide lock held from pre-commit to the end): placing an
-- order, which notified twice from triggers, could not commit faster than one flush at a time
-- (about 300 orders/s against 5,000 plain inserts/s on the bench's machine). A transaction that
-- sets storefront.announce_later (set_config(…, true)) sends nothing from these triggers: it
-- announces its changes itself once committed (server/orders/order-statements.ts, coalesced, out
-- of the commit path). Every other change (console, bot, CLI, SQL by hand) notifies as before.
CREATE OR REPLACE FUNCTION notify_order_status() RETURNS trigger AS $$
BEGIN
  IF current_setting('storefront.announce_later', true) IS DISTINCT FROM 'on' THEN
    PERFORM pg_notify('order_status', NEW.order_id::text);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bot_outbox_notify() RETURNS trigger AS $$
BEGIN
  IF current_setting('storefront.announce_later', true) IS DISTINCT FROM 'on' THEN
    PERFORM pg_notify('bot_outbox', NEW.id::text);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
