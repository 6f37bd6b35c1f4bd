ALTER TABLE "restaurants" ADD COLUMN "operator_chat_id" bigint;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "hours_exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "closed_until" timestamp with time zone;--> statement-breakpoint
-- Each restaurant's own operators' chat (issue 24): every operators' row of the outbox goes to the
-- chain's chat (target 'operator', TELEGRAM_OPERATOR_CHAT_ID) and, when the order's restaurant has a
-- chat of its own, a twin row to it (target 'restaurant', its chat id kept on the row). Both chats
-- keep their own message per order (bot_messages is keyed by order and target), so each gets every
-- change exactly once. The unpaid online order's silence of 0009_payments.sql stays as it was.
CREATE OR REPLACE FUNCTION bot_outbox_to_operators(p_order integer, p_kind text, p_code integer) RETURNS void AS $$
DECLARE
  chat bigint;
BEGIN
  INSERT INTO bot_outbox (order_id, target, kind, status_code) VALUES (p_order, 'operator', p_kind, p_code);
  SELECT r.operator_chat_id INTO chat FROM orders o JOIN restaurants r ON r.id = o.restaurant_id WHERE o.id = p_order;
  IF chat IS NOT NULL THEN
    INSERT INTO bot_outbox (order_id, target, kind, chat_id, status_code) VALUES (p_order, 'restaurant', p_kind, chat, p_code);
  END IF;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bot_outbox_order_created() RETURNS trigger AS $$
BEGIN
  IF NOT order_awaits_payment(NEW.payment_type, NEW.paid_at) THEN
    PERFORM bot_outbox_to_operators(NEW.id, 'created', NULL);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bot_outbox_order_status() RETURNS trigger AS $$
DECLARE
  tg bigint;
  unpaid boolean;
BEGIN
  SELECT c.tg_id, order_awaits_payment(o.payment_type, o.paid_at) INTO tg, unpaid
    FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = NEW.order_id;
  IF unpaid THEN
    RETURN NEW;
  END IF;
  IF tg IS NOT NULL THEN
    INSERT INTO bot_outbox (order_id, target, kind, chat_id, status_code) VALUES (NEW.order_id, 'customer', 'status', tg, NEW.status_code);
  END IF;
  IF NEW.status_code <> 0 THEN
    PERFORM bot_outbox_to_operators(NEW.order_id, 'status', NEW.status_code);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bot_outbox_order_paid() RETURNS trigger AS $$
DECLARE
  tg bigint;
BEGIN
  SELECT c.tg_id INTO tg FROM customers c WHERE c.id = NEW.customer_id;
  IF tg IS NOT NULL THEN
    INSERT INTO bot_outbox (order_id, target, kind, chat_id) VALUES (NEW.id, 'customer', 'paid', tg);
  END IF;
  PERFORM bot_outbox_to_operators(NEW.id, 'paid', NULL);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
