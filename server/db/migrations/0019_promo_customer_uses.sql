-- A customer's uses of a promo code (orders not cancelled), counted with a snapshot of its own.
-- The order statement (server/orders/order-statements.ts) calls it once it holds the code's row
-- lock: a plain subquery would count with the statement's snapshot, taken before the wait, and miss
-- the customer's other order that committed meanwhile (both would pass perCustomerLimit). A
-- VOLATILE PL/pgSQL function's query takes a fresh snapshot under READ COMMITTED, so it sees that
-- order. `cancelled` is the cancelled status's code (src/domain/order-status.ts).
CREATE OR REPLACE FUNCTION promo_customer_uses(p_code text, p_customer text, cancelled integer) RETURNS integer AS $$
BEGIN
  RETURN (SELECT count(*)::integer FROM orders WHERE customer_id = p_customer AND promo_code = p_code AND status_code <> cancelled);
END
$$ LANGUAGE plpgsql VOLATILE;
