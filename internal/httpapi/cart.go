package httpapi

// cartRoutes are the cart's operations (docs/cart.md).
func (s *Server) cartRoutes() []route { return nil }
