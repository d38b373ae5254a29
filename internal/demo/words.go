package demo

// styleWords are the words that start product names, by the leaf's style.
var styleWords = map[string][]string{
	"home":      {"Ceramic", "Rattan", "Linen", "Oak", "Brass", "Marble", "Boucle", "Scandi", "Coastal", "Terrazzo", "Woven", "Curved", "Fluted", "Glass", "Velvet", "Mango Wood", "Cane", "Arch"},
	"modern":    {"Modern", "Minimal", "Matte", "Slimline", "Adjustable", "Classic", "Round", "Square", "Compact", "Metal"},
	"soft":      {"Cotton", "Linen", "Bamboo", "Waffle", "Velvet", "Jersey", "Organic Cotton", "Textured", "Chunky Knit", "Brushed", "Plush", "Stonewashed"},
	"scent":     {"Vanilla & Sandalwood", "Coconut & Lime", "Fig & Cedar", "Lavender", "Sea Salt & Sage", "Peony", "Amber", "Eucalyptus & Mint"},
	"cook":      {"Stainless Steel", "Cast Iron", "Ceramic Coated", "Non-Stick", "Enamelled", "Hard Anodised", "Carbon Steel", "Glass"},
	"appliance": {"Digital", "Stainless Steel", "Compact", "Family Size", "Retro", "Smart", "Touch Control", "Cordless", "XL"},
	"table":     {"Stoneware", "Porcelain", "Reactive Glaze", "Speckled", "Embossed", "Classic White", "Gold Rim", "Hammered", "Ribbed"},
	"quilt":     {"Luxury", "All Seasons", "Cooling", "Hotel", "Hypoallergenic", "Firm", "Medium", "Soft Touch", "Wool Blend"},
	"fashion":   {"Linen Blend", "Ribbed", "Relaxed", "Floral", "Tiered", "Puff Sleeve", "Button Front", "Satin", "Broderie", "Oversized", "Cropped", "Longline", "Textured", "Printed"},
	"denim":     {"High Rise", "Mid Rise", "Relaxed", "Stretch", "Organic Cotton", "Vintage Wash", "Pull-On", "Tapered"},
	"knit":      {"Merino Blend", "Cable Knit", "Crew Neck", "V-Neck", "Chunky", "Fine Knit", "Lofty"},
	"shoe":      {"Leather", "Canvas", "Suede", "Chunky", "Lightweight", "Slip-On", "Lace-Up", "Memory Foam", "Platform", "Waterproof"},
	"jewel":     {"Gold Tone", "Silver Tone", "Sterling Silver", "Pearl", "Crystal", "Layered", "Chain", "Minimal"},
	"menswear":  {"Regular Fit", "Slim Fit", "Organic Cotton", "Linen Blend", "Heavyweight", "Essential", "Textured", "Stretch", "Pique"},
	"basics":    {"Cotton Stretch", "Bamboo", "Everyday", "Sports", "Thermal", "Seamless"},
	"kids":      {"Dinosaur", "Unicorn", "Rainbow", "Space", "Striped", "Floral", "Shark", "Fleece", "Organic Cotton", "Character", "Glitter", "Camo"},
	"baby":      {"Organic Cotton", "Ribbed", "Bamboo", "Waffle", "Printed", "Muslin", "Essential"},
	"toy":       {"Deluxe", "Classic", "Creative", "Junior", "Mega", "Rainbow", "Wooden", "Adventure", "Ultimate", "Mini"},
	"tech":      {"Pro", "Lite", "Max", "Plus", "Ultra", "Air", "Mini", "Series 5", "X2", "Studio", "Sport", "Neo"},
	"outdoor":   {"Aluminium", "Acacia", "Wicker", "Resin", "Teak Look", "Weatherproof", "Folding", "Coastal", "Rope"},
	"camp":      {"Adventure", "Lightweight", "4 Person", "6 Person", "Compact", "Deluxe", "All Weather", "Trail"},
	"sport":     {"Performance", "Training", "Pro", "Seamless", "Essential", "Active", "Competition", "Recreational"},
	"beauty":    {"Hydrating", "Ionic", "Ceramic", "Ultra Light", "Daily", "Brightening", "Gentle", "Professional", "Nourishing"},
	"summer":    {"Striped", "Tropical", "Oversized", "Tassel", "Jacquard", "Sunset", "Palm Print"},
	"giftcard":  {""},
}

// brandsByStyle are the brands that make each style of product. House brands carry the shop's name;
// the others are invented.
var brandsByStyle = map[string][]string{
	"home":      {"Wattle Home", "Harbour & Co", "Salt Lane", "Marlow Living", "Oak & Ivy", "Bower"},
	"modern":    {"Wattle Home", "Nordby", "Linea", "Marlow Living"},
	"soft":      {"Wattle Home", "Softly", "Linen House Co", "Bower", "Dreamwell"},
	"scent":     {"Glasshouse Lane", "Wattle Home", "Ember & Oak"},
	"cook":      {"Wattle Kitchen", "ChefPro", "Ironbark", "Maison Cuisine", "Culinare"},
	"appliance": {"Wattle Kitchen", "Brevo", "Kitchenmate", "Swann & Cole", "Vitality"},
	"table":     {"Wattle Kitchen", "Salt Lane", "Maison Cuisine", "Kiln & Co"},
	"quilt":     {"Dreamwell", "Wattle Home", "Sleepwise", "Cloud Nine"},
	"fashion":   {"Lily Loves", "Preview", "Dannii Rose", "Mood", "Wattle Woman", "Coast & Co"},
	"denim":     {"Lily Loves", "Blue Gum Denim", "Preview", "Wattle Man"},
	"knit":      {"Preview", "Lily Loves", "Mood", "Wattle Woman"},
	"shoe":      {"Stride", "Coast & Co", "Bondi Sole", "Wattle Woman", "Trackside"},
	"jewel":     {"Lily Loves", "Gilt & Co", "Aurora Jewellery"},
	"menswear":  {"Wattle Man", "Bronte Supply", "Mossman", "Trackside"},
	"basics":    {"Wattle Essentials", "Bonds Street", "Trackside"},
	"kids":      {"Wattle Kids", "Little Wattle", "Sprout", "Bluey's Yard"},
	"baby":      {"Little Wattle", "Sprout", "Babymoon"},
	"toy":       {"Playbox", "Brickworks", "Tinker & Co", "Little Wattle", "Kaboom"},
	"tech":      {"Sonix", "Auralux", "Voltera", "Nexa", "Pixelon", "Kestrel"},
	"outdoor":   {"Wattle Outdoor", "Sundeck", "Coastal Living", "Ironbark"},
	"camp":      {"Trailmate", "Outback Gear", "Wattle Outdoor"},
	"sport":     {"Trackside", "Activ8", "Pace", "Wattle Active"},
	"beauty":    {"Glow Lab", "Pure Botanica", "Salon Pro", "Wattle Beauty"},
	"summer":    {"Wattle Home", "Sundeck", "Salt Lane"},
	"giftcard":  {"Wattle"},
}

type colour struct{ name, hex string }

// palettes are the colours a kind of product comes in.
var palettes = map[string][]colour{
	"home":         {{"White", "#f4f4f2"}, {"Natural", "#d9c7a7"}, {"Sage", "#9caf88"}, {"Terracotta", "#c8643b"}, {"Black", "#1f1f1f"}, {"Brass", "#b5913d"}, {"Blush", "#e8b4b0"}, {"Charcoal", "#3d4145"}, {"Navy", "#1f3a68"}, {"Mustard", "#d4a017"}},
	"basic":        {{"White", "#f4f4f2"}, {"Black", "#1f1f1f"}, {"Grey", "#8a8d91"}, {"Silver", "#b8bcc2"}, {"Navy", "#1f3a68"}, {"Natural", "#d9c7a7"}},
	"fabric":       {{"Oatmeal", "#d8cbb3"}, {"Charcoal", "#3d4145"}, {"Sage", "#9caf88"}, {"Navy", "#1f3a68"}, {"Rust", "#a4502a"}, {"Blush", "#e8b4b0"}, {"Forest", "#2f5d3a"}, {"Stone", "#b9b2a5"}, {"Teal", "#1b7f86"}, {"Mustard", "#d4a017"}, {"Ivory", "#f3ecdc"}},
	"wood":         {{"Natural Oak", "#c9a06a"}, {"Walnut", "#6b4a2f"}, {"White", "#f4f4f2"}, {"Black", "#1f1f1f"}},
	"metal":        {{"Black", "#1f1f1f"}, {"Stainless Steel", "#b8bcc2"}, {"Graphite", "#4a4e54"}, {"Red", "#c0392b"}, {"Cream", "#efe6cf"}},
	"appliance":    {{"Black", "#1f1f1f"}, {"White", "#f4f4f2"}, {"Stainless Steel", "#b8bcc2"}, {"Sage", "#9caf88"}, {"Cream", "#efe6cf"}, {"Red", "#c0392b"}},
	"glass":        {{"Clear", "#cfe3ea"}, {"Amber", "#c98b2b"}, {"Smoke", "#6e7378"}, {"Green", "#5f8a5a"}},
	"white":        {{"White", "#f4f4f2"}},
	"fashion":      {{"Black", "#1f1f1f"}, {"White", "#f4f4f2"}, {"Navy", "#1f3a68"}, {"Sage", "#9caf88"}, {"Rust", "#a4502a"}, {"Blush", "#e8b4b0"}, {"Cobalt", "#1f4fbf"}, {"Khaki", "#8b7d4f"}, {"Red", "#c0392b"}, {"Lilac", "#b7a3d3"}, {"Leopard", "#b88a4a"}, {"Stripe", "#5b6f8f"}},
	"denim":        {{"Light Wash", "#8fb1d3"}, {"Mid Wash", "#4f76a8"}, {"Dark Wash", "#26395e"}, {"Black", "#1f1f1f"}, {"White", "#f4f4f2"}},
	"nude":         {{"Nude", "#d8b7a0"}, {"Black", "#1f1f1f"}, {"White", "#f4f4f2"}, {"Mocha", "#7b5a48"}},
	"leather":      {{"Tan", "#a86b3c"}, {"Black", "#1f1f1f"}, {"Brown", "#5c3b24"}, {"Cream", "#efe6cf"}},
	"metalfashion": {{"Gold", "#c9a440"}, {"Silver", "#b8bcc2"}, {"Rose Gold", "#d4a29a"}},
	"bright":       {{"Red", "#d62d20"}, {"Blue", "#1f6fd1"}, {"Yellow", "#f2c500"}, {"Green", "#2e9e4f"}, {"Pink", "#ef6fa8"}, {"Purple", "#7e4fc4"}, {"Orange", "#f07c1b"}, {"Aqua", "#1fb5c9"}},
	"pastel":       {{"Pale Pink", "#f2c9d1"}, {"Sky Blue", "#a9cde8"}, {"Mint", "#b4e0c9"}, {"Lemon", "#f4e79a"}, {"Oat", "#e3d6bf"}, {"Lilac", "#cdbde6"}},
	"black":        {{"Black", "#1f1f1f"}},
	"tech":         {{"Black", "#1f1f1f"}, {"White", "#f4f4f2"}, {"Silver", "#b8bcc2"}, {"Midnight Blue", "#1d2b4f"}, {"Sage", "#9caf88"}, {"Rose", "#e3a9a3"}},
	"outdoor":      {{"Charcoal", "#3d4145"}, {"Natural", "#d9c7a7"}, {"White", "#f4f4f2"}, {"Olive", "#6b7a3f"}, {"Navy", "#1f3a68"}, {"Terracotta", "#c8643b"}},
	"sport":        {{"Black", "#1f1f1f"}, {"Navy", "#1f3a68"}, {"Charcoal", "#3d4145"}, {"Coral", "#f26b5b"}, {"Teal", "#1b7f86"}, {"Lime", "#9ccc3d"}},
	"beauty":       {{"White", "#f4f4f2"}, {"Rose Gold", "#d4a29a"}, {"Black", "#1f1f1f"}, {"Lilac", "#cdbde6"}},
	"gift":         {{"Wattle Gold", "#f2b705"}, {"Celebrate", "#c8102e"}, {"Birthday", "#0b5fff"}, {"Thank You", "#00857c"}},
}

// sizeLists are the size runs, by key.
var sizeLists = map[string][]string{
	"women":      {"6", "8", "10", "12", "14", "16", "18", "20"},
	"men":        {"S", "M", "L", "XL", "XXL", "3XL"},
	"menpants":   {"28", "30", "32", "34", "36", "38", "40"},
	"kids":       {"2", "3", "4", "5", "6", "7", "8", "10", "12", "14"},
	"baby":       {"0000", "000", "00", "0", "1", "2"},
	"womenshoes": {"5", "6", "7", "8", "9", "10", "11"},
	"menshoes":   {"7", "8", "9", "10", "11", "12", "13"},
	"kidshoes":   {"10", "11", "12", "13", "1", "2", "3"},
	"bed":        {"Single", "King Single", "Double", "Queen", "King"},
	"towels":     {"Hand Towel", "Bath Towel", "Bath Sheet"},
	"rugs":       {"160x230cm", "200x290cm", "Runner 80x300cm"},
	"curtains":   {"140x221cm", "180x221cm", "230x221cm"},
	"frames":     {"10x15cm", "13x18cm", "20x25cm", "A4"},
	"pans":       {"20cm", "24cm", "28cm"},
	"tv":         {"43\"", "50\"", "55\"", "65\"", "75\""},
	"giftcard":   {"$25", "$50", "$100", "$200"},
}

// sizeTypes names the kind of size run for the size guide.
var sizeTypes = map[string]string{
	"women": "clothing", "men": "clothing", "menpants": "clothing", "kids": "clothing", "baby": "clothing",
	"womenshoes": "shoe", "menshoes": "shoe", "kidshoes": "shoe", "bed": "bedding", "towels": "towel",
	"rugs": "dimensions", "curtains": "dimensions", "frames": "dimensions", "pans": "dimensions", "tv": "screen",
	"giftcard": "value",
}

// descriptions are sentence templates; %s is the lower-cased product noun.
var descriptions = []string{
	"Designed in Australia for the way we live, this %s brings easy style to everyday.",
	"A considered %s made to last, with quality materials and a finish you'll love.",
	"Our best-selling %s, updated for the season with a fresh look and the same great value.",
	"Simple, versatile and made for real life: this %s works hard and looks good doing it.",
	"Thoughtfully made with responsibly sourced materials, this %s is a favourite for a reason.",
}

var featureSets = map[string][]string{
	"home":      {"Materials: ceramic and metal", "Suitable for indoor use", "Wipe clean with a soft dry cloth", "Assembly not required"},
	"soft":      {"100% cotton", "Machine washable at 40°C", "OEKO-TEX certified", "Pre-washed for softness"},
	"cook":      {"Suitable for all cooktops including induction", "Dishwasher safe", "Oven safe to 220°C", "PFOA free"},
	"appliance": {"12 month warranty", "Australian plug", "Cord storage", "Auto shut-off"},
	"fashion":   {"Regular fit", "Model wears size 10", "Cold machine wash", "Responsibly sourced cotton"},
	"tech":      {"12 month manufacturer's warranty", "Bluetooth 5.3", "Up to 30 hours battery life", "USB-C charging"},
	"outdoor":   {"UV stabilised", "Weather resistant", "Assembly required", "Cover recommended when not in use"},
	"toy":       {"Suitable for ages 3+", "Meets Australian safety standards", "Batteries not included", "Encourages creative play"},
}
