package media

// kinds are the kinds of product a motif can name, each with several drawings, so the products
// of one kind do not all show the same picture: Tile picks one drawing per product from its seed
// (a hash of the product code); Icon draws the first. Kind names are disjoint from drawing names
// (checked at start-up), so a motif is always one or the other; a catalogue that wants one
// particular drawing (a Maxi Dress is always the long slip dress) names the drawing instead.
var kinds = map[string][]string{
	// Home.
	"table-lamp":      {"lamp-drum", "lamp", "lamp-pleated", "lamp-mushroom"},
	"floor-lamp":      {"lamp-floor", "lamp-tripod", "lamp-arc"},
	"desk-lamp":       {"lamp-desk", "lamp-led-bar"},
	"pendant-light":   {"pendant-dome", "lamp-ceiling", "pendant-rattan", "pendant-cone"},
	"sofa-seater":     {"sofa-3-seat", "sofa", "sofa-2-seat"},
	"accent-chair":    {"armchair", "armchair-wing", "armchair-tub"},
	"low-table":       {"table-coffee", "table-side", "tables-nesting"},
	"storage-unit":    {"bookcase", "storage-cube", "shelf-unit"},
	"cushion":         {"cushion-square", "cushion-tassel", "cushion-lumbar"},
	"throw":           {"throw-fringe", "throw-folded"},
	"vase":            {"vase-bottle", "vase-bud", "vase-ribbed"},
	"photo-frame":     {"frame-photo", "frame-standing", "frame-multi"},
	"candle":          {"candle-jar", "candle-pillar", "candle-tin"},
	"reed-diffuser":   {"diffuser-reeds", "diffuser-square"},
	"wall-clock":      {"clock-wall", "clock"},
	"rug":             {"rug-fringe", "rug-round", "rug-runner"},
	"window-dressing": {"curtains", "blind-roller"},
	"room-heater":     {"heater-oil", "heater-panel", "heater-fan", "heater"},
	"cooling-fan":     {"fan-pedestal", "fan-tower", "fan-ceiling"},

	// Kitchen and dining.
	"fry-pan":           {"frypan", "frypan-side", "wok", "grill-pan"},
	"cookware":          {"cooking-pot", "stockpot", "casserole", "saucepan"},
	"bakeware":          {"baking-tray", "cake-tin", "muffin-pan", "loaf-pan"},
	"air-fryer":         {"air-fryer-basket", "air-fryer-dual"},
	"coffee-machine":    {"espresso-machine", "pod-machine"},
	"kettle":            {"kettle-jug", "kettle-glass"},
	"toaster":           {"toaster-2", "toaster-4"},
	"mixer":             {"blender", "stand-mixer", "hand-mixer", "food-processor"},
	"fridge":            {"refrigerator", "fridge-french", "fridge-bar", "freezer-chest"},
	"oven":              {"microwave", "oven-benchtop"},
	"dinnerware":        {"plates-stack", "dinner-plate", "bowls"},
	"mug":               {"mug-plain", "coffee", "mugs"},
	"wine-glass":        {"wine-glasses", "wine"},
	"tumbler":           {"tumblers", "glass-water"},
	"cutlery":           {"cutlery-trio", "utensils", "fork-knife"},
	"food-storage":      {"food-container", "canisters", "lunch-box"},
	"kitchen-organiser": {"utensil-holder", "spice-rack", "dish-rack"},

	// Bedding and bathroom.
	"quilt-cover":     {"bed-made", "bed-quilt", "linen-folded"},
	"sheets":          {"sheets-folded", "linen-folded", "bed-made"},
	"quilt":           {"quilt-folded", "bed-quilt"},
	"pillowcase":      {"pillowcases", "pillowcase-open", "pillowcase-euro"},
	"mattress":        {"mattress-spring", "mattress-pillowtop"},
	"pillow":          {"pillow-plain", "pillow-contour"},
	"bedstead":        {"bed-double", "bed-made", "bed-storage"},
	"towel":           {"towels-stack", "towel-hanging"},
	"bath-mat":        {"bath-mat-foam", "bath-mat-flat"},
	"bathroom-scales": {"scales-bathroom", "scales-smart"},

	// Clothing.
	"t-shirt":       {"t-shirt-crew", "t-shirt-v", "shirt"},
	"button-shirt":  {"shirt-oxford", "shirt-linen", "shirt-flannel"},
	"jumper":        {"jumper-crew", "jumper-cable"},
	"dress":         {"dress-a-line", "dress-shirt", "dress-wrap", "dress-slip"},
	"jeans":         {"jeans-straight", "jeans-skinny", "jeans-wide"},
	"pants":         {"pants-wide", "pants-chino", "pants-lounge", "pants-cargo"},
	"jacket":        {"jacket-puffer", "jacket-bomber", "jacket-denim", "jacket-rain"},
	"pyjamas":       {"pyjamas-long", "pyjamas-short"},
	"sneakers":      {"sneaker", "sneaker-court", "sneaker-runner"},
	"shoulder-bag":  {"shoulder-bag-flap", "handbag"},
	"wristwatch":    {"watch", "watch-square"},
	"sunglasses":    {"sunglasses-square", "sunglasses-cat-eye", "sunglasses-aviator"},
	"kids-backpack": {"backpack-kids", "backpack"},

	// Toys, electronics, outdoor, sport, beauty.
	"building-toy":        {"building-blocks", "toy-brick", "blocks"},
	"jigsaw":              {"puzzle-board", "puzzle"},
	"tabletop-game":       {"board-game", "dices", "dice-5"},
	"game-controller":     {"gamepad-2", "gamepad"},
	"tv":                  {"tv-flat", "tv-feet", "tv-minimal"},
	"over-ear-headphones": {"headphones-over", "headphones"},
	"speaker-set":         {"speaker-bluetooth", "soundbar", "smart-speaker", "speaker"},
	"laptop-computer":     {"laptop", "laptop-minimal"},
	"mobile-phone":        {"smartphone-back", "smartphone"},
	"digital-camera":      {"camera-mirrorless", "camera", "camera-instant"},
	"sleeping-bag":        {"sleeping-bag-flat", "sleeping-bag-rolled"},
	"esky":                {"esky-box", "esky-wheeled"},
	"bbq":                 {"bbq-gas", "bbq-kettle", "bbq-portable"},
	"ball-games":          {"volleyball", "rugby-ball", "soccer-ball"},
	"swim-goggles":        {"goggles", "rectangle-goggles"},
	"fragrance":           {"perfume", "perfume-round"},
}
