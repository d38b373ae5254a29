-- Checkout state in its own row beside the cart (docs/checkout.md#checkout-state): the e-mail,
-- addresses, payment mode, gift card pre-authorisations and the running payment attempt, as one
-- JSON document with its own version, so a checkout step and a basket change never make each other
-- start again. The row goes with its cart.
CREATE TABLE checkouts (
    cart_id    TEXT PRIMARY KEY REFERENCES carts (id) ON DELETE CASCADE,
    version    BIGINT NOT NULL,
    state      TEXT NOT NULL
);
INSERT INTO checkouts (cart_id, version, state)
    SELECT id, 1, checkout FROM carts WHERE checkout <> '{}';
ALTER TABLE carts DROP COLUMN checkout;
