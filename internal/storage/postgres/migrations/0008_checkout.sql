-- Checkout state rides on the cart (docs/checkout.md): the e-mail, addresses, payment mode and gift
-- card pre-authorisations, as one JSON document guarded by the cart's version like the rest of it.
ALTER TABLE carts ADD COLUMN checkout TEXT NOT NULL DEFAULT '{}';
