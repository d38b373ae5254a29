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
	"gift":         {{"Wattle Gold", "#f2b705"}, {"Celebrate", "#c8102e"}, {"Birthday", "#0b5fff"}, {"Thank You", "#00857c"}, {"Blush", "#e8b4b0"}, {"Forest", "#2f5d3a"}, {"Sky Blue", "#7fb8e6"}, {"Midnight", "#1d2b4f"}},
}

// sizeLists are the size runs, by key.
var sizeLists = map[string][]string{
	"women":       {"6", "8", "10", "12", "14", "16", "18", "20"},
	"womenletter": {"XS", "S", "M", "L", "XL", "XXL"},
	"men":         {"S", "M", "L", "XL", "XXL", "3XL"},
	"menpants":    {"28", "30", "32", "34", "36", "38", "40"},
	"kids":        {"2", "3", "4", "5", "6", "7", "8", "10", "12", "14"},
	"baby":        {"0000", "000", "00", "0", "1", "2"},
	"womenshoes":  {"36", "37", "38", "39", "40", "41", "42"},
	"menshoes":    {"7", "8", "9", "10", "11", "12"},
	"kidshoes":    {"10", "11", "12", "13", "1", "2", "3"},
	"bed":         {"Single", "King Single", "Double", "Queen", "King", "Super King"},
	"towels":      {"Hand Towel", "Bath Towel", "Bath Sheet"},
	"rugs":        {"160x230cm", "200x290cm", "Runner 80x300cm"},
	"curtains":    {"140x221cm", "180x221cm", "230x221cm"},
	"frames":      {"10x15cm", "13x18cm", "20x25cm", "A4"},
	"pans":        {"20cm", "24cm", "28cm"},
	"tv":          {"43\"", "50\"", "55\"", "65\"", "75\"", "85\""},
	"giftcard":    {"$25", "$50", "$100", "$200"},
}

// sizeTypes names the kind of size run for the size guide.
var sizeTypes = map[string]string{
	"women": "clothing", "womenletter": "clothing", "men": "clothing", "menpants": "clothing", "kids": "clothing", "baby": "clothing",
	"womenshoes": "shoe", "menshoes": "shoe", "kidshoes": "shoe", "bed": "bedding", "towels": "towel",
	"rugs": "dimensions", "curtains": "dimensions", "frames": "dimensions", "pans": "dimensions", "tv": "screen",
	"giftcard": "value",
}

// descriptions are opening sentences; {noun} is the lower-cased product noun and {this}, {s} and
// {is} make the verbs agree with it.
var descriptions = []string{
	"Designed in Australia for the way we live, {this} {noun} bring{s} easy style to everyday.",
	"A considered {noun} made to last, with quality materials and a finish you'll love.",
	"Our best-selling {noun}, updated for the season with a fresh look and the same great value.",
	"Simple, versatile and made for real life: {this} {noun} work{s} hard and look{s} good doing it.",
	"Thoughtfully made with responsibly sourced materials, {this} {noun} {is} a favourite for a reason.",
	"Meet the {noun} you'll reach for again and again.",
}

// closings are optional last sentences of a description.
var closings = []string{
	"Backed by our 60-day change of mind returns.",
	"Pair it with the rest of the range for a look that comes together.",
	"Free click and collect from your nearest Wattle store.",
	"A thoughtful gift for birthdays, Christmas and everything in between.",
	"Part of our responsibly sourced range.",
}

// giftCardDesigns name the gift card products; physical and digital cards share the designs.
var giftCardDesigns = []string{
	"Wattle", "Happy Birthday", "Thank You", "Celebrate", "Congratulations", "Merry Christmas",
	"New Baby", "Wedding", "Mother's Day", "Father's Day", "Just Because", "Get Well Soon",
	"Good Luck", "Welcome Home", "Graduation", "Happy Holidays",
}

// featureSets are specification bullets by style: materials, use and care. A product shows a few of
// them plus, for goods that are not worn, its dimensions.
var featureSets = map[string][]string{
	"home":      {"Materials: ceramic, glass and natural fibres", "Suitable for indoor use only", "Wipe clean with a soft dry cloth", "No assembly required", "Handcrafted: slight variations are part of its charm", "Designed in Melbourne"},
	"lamp":      {"Materials: ceramic base, linen-look shade", "Globe sold separately: E27 LED up to 9 W recommended", "Inline on/off switch", "1.8 m clear cord with Australian plug", "Wipe clean with a soft dry cloth", "Suitable for indoor use only"},
	"furniture": {"Materials: engineered timber with solid oak legs", "Assembly required: tools included", "Maximum load 120 kg", "Wipe clean with a damp cloth", "Two-person delivery available", "Anti-tip kit included"},
	"modern":    {"Materials: powder-coated steel", "Matte finish", "Wipe clean with a damp cloth", "Wall fixings included", "Suitable for indoor use", "Designed in Melbourne"},
	"soft":      {"100% cotton", "Machine wash cold, gentle cycle", "Tumble dry low", "OEKO-TEX Standard 100 certified", "Pre-washed for softness", "Responsibly sourced cotton"},
	"scent":     {"Natural soy wax blend", "Cotton wick", "Burn time: approx. 40 hours", "Never leave a burning candle unattended", "Vegan and cruelty free", "Recyclable glass vessel"},
	"cook":      {"Suitable for all cooktops including induction", "Dishwasher safe", "Oven safe to 220°C", "PFOA free non-stick coating", "Stay-cool riveted handles", "10 year warranty"},
	"appliance": {"12 month warranty", "Australian 3-pin plug", "Cord storage", "Auto shut-off for safety", "Removable parts are dishwasher safe", "Energy efficient"},
	"table":     {"Materials: stoneware", "Microwave and dishwasher safe", "Chip-resistant glaze", "Stackable for easy storage", "Food safe", "Hand finished: each piece is unique"},
	"quilt":     {"Outer: 100% cotton cambric", "Hypoallergenic fill", "Machine washable", "Corner ties keep the quilt in place", "Suits all seasons", "Made in Australia from imported materials"},
	"fashion":   {"Regular fit", "Model is 175 cm and wears size 10", "Cold machine wash, line dry", "Responsibly sourced cotton", "Lined", "Relaxed through the body"},
	"denim":     {"98% cotton, 2% elastane", "Five-pocket styling", "Zip fly with button closure", "Cold machine wash inside out", "Inside leg 78 cm on size 10", "Made with less water"},
	"knit":      {"Merino wool blend", "Ribbed cuffs and hem", "Hand wash cold or gentle machine wash", "Dry flat in shade", "Relaxed fit", "Mid-weight knit"},
	"shoe":      {"Cushioned memory foam insole", "Non-slip rubber sole", "Synthetic lining", "Wipe clean with a damp cloth", "Padded collar", "Heel height 3 cm"},
	"jewel":     {"Hypoallergenic and nickel free", "18k gold plated brass", "Lobster clasp", "Store in a dry place", "Avoid contact with water and perfume", "Comes in a gift box"},
	"menswear":  {"100% cotton", "Regular fit", "Model is 185 cm and wears size M", "Cold machine wash, line dry", "Iron on low heat", "Responsibly sourced cotton"},
	"basics":    {"95% cotton, 5% elastane", "Soft covered waistband", "Machine wash warm", "Breathable everyday fabric", "Tag-free for comfort", "Multi-pack value"},
	"kids":      {"100% cotton", "Easy pull-on style", "Machine wash cold with like colours", "Tumble dry low", "Soft, breathable fabric", "Designed for everyday play"},
	"baby":      {"100% organic cotton", "Nickel-free press studs", "Machine wash cold", "Gentle on delicate skin", "Meets Australian safety standards", "Tested for harmful substances"},
	"toy":       {"Suitable for ages 3+", "Meets Australian safety standards AS/NZS ISO 8124", "Batteries not included", "Encourages creative play", "Warning: small parts, choking hazard", "Wipe clean with a damp cloth"},
	"tech":      {"12 month manufacturer's warranty", "Bluetooth 5.3", "Up to 30 hours battery life", "USB-C charging", "Voice assistant compatible", "Charging cable included"},
	"outdoor":   {"UV stabilised", "Weather resistant powder-coated frame", "Assembly required", "Cover recommended when not in use", "Hose clean and air dry", "Suitable for outdoor use"},
	"camp":      {"Water resistant to 2000 mm", "Carry bag included", "Sets up in minutes", "Lightweight frame", "Air dry before storing", "12 month warranty"},
	"sport":     {"Moisture-wicking fabric", "Four-way stretch", "Machine wash cold", "Do not tumble dry", "Reflective details", "Suitable for training and recreation"},
	"beauty":    {"Dermatologically tested", "Vegan and cruelty free", "Free from parabens", "Suitable for all skin types", "Made in Australia", "Recyclable packaging"},
	"summer":    {"100% cotton terry", "Quick dry", "Sand resistant", "Machine wash cold", "Generous oversized shape", "Fade resistant print"},
}
