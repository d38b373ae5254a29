package demo

import (
	"strings"

	"github.com/wattle/storefront/internal/catalog"
)

// leaf describes how to make products for one level-3 category.
type leaf struct {
	name    string   // "Table Lamps"
	motif   string   // lucide icon drawn on the product tile
	nouns   []string // what the products are called: "Table Lamp", "Bedside Lamp"
	style   string   // word list for the name's first words: see styleWords
	sizes   string   // size list key (sizeLists); "" for none
	palette string   // colour palette key (palettes)
	min     int      // price range in whole dollars
	max     int
	bulky   bool
	person  bool // some are personalisable
	assort  bool // some ship a random design ("assorted")
	weight  int  // share of the catalogue, relative to other leaves; see wheel
}

type node struct {
	name     string
	children []node
	leaf     *leaf
}

func l(name, motif, style, sizes, palette string, min, max int, nouns ...string) node {
	return node{name: name, leaf: &leaf{name: name, motif: motif, nouns: nouns, style: style, sizes: sizes, palette: palette, min: min, max: max}}
}

func bulky(n node) node                    { n.leaf.bulky = true; return n }
func person(n node) node                   { n.leaf.person = true; return n }
func assort(n node) node                   { n.leaf.assort = true; return n }
func weight(w int, n node) node            { n.leaf.weight = w; return n }
func c(name string, children ...node) node { return node{name: name, children: children} }

// defaultWeight is a leaf's share of the wheel unless weight() says otherwise: popular ranges get
// more, gift cards (a handful of designs) less.
const defaultWeight = 4

// tree is the demo department store's category tree: departments, categories, leaves.
var tree = []node{
	c("Home",
		c("Lighting",
			weight(6, l("Table Lamps", "lamp", "home", "", "home", 29, 149, "Table Lamp", "Bedside Lamp", "Ceramic Lamp", "Touch Lamp")),
			l("Floor Lamps", "lamp-floor", "home", "", "home", 59, 249, "Floor Lamp", "Arc Floor Lamp", "Tripod Floor Lamp"),
			l("Desk Lamps", "lamp-desk", "modern", "", "basic", 19, 89, "Desk Lamp", "LED Desk Lamp", "Task Lamp"),
			l("Pendant Lights", "lamp-ceiling", "home", "", "home", 39, 199, "Pendant Light", "Pendant Shade", "Rattan Pendant")),
		c("Furniture",
			bulky(l("Sofas", "sofa", "home", "", "fabric", 399, 1499, "3 Seater Sofa", "2 Seater Sofa", "Modular Sofa", "Sofa Bed")),
			bulky(l("Armchairs", "armchair", "home", "", "fabric", 149, 599, "Armchair", "Accent Chair", "Occasional Chair")),
			bulky(l("Coffee Tables", "table", "home", "", "wood", 79, 399, "Coffee Table", "Side Table", "Nesting Tables")),
			bulky(l("Bookcases & Storage", "library", "home", "", "wood", 49, 299, "Bookcase", "Storage Cube", "Shelf Unit"))),
		c("Decor",
			l("Cushions", "square", "soft", "", "fabric", 12, 45, "Cushion", "Textured Cushion", "Outdoor Cushion"),
			l("Throws", "layers", "soft", "", "fabric", 19, 79, "Throw", "Knitted Throw", "Waffle Throw"),
			l("Vases", "flower-2", "home", "", "home", 12, 69, "Vase", "Bud Vase", "Ceramic Vase"),
			person(l("Photo Frames", "frame", "modern", "frames", "basic", 9, 49, "Photo Frame", "Gallery Frame", "Multi Photo Frame")),
			l("Candles & Diffusers", "flame", "scent", "", "home", 8, 49, "Scented Candle", "Reed Diffuser", "Soy Candle"),
			l("Clocks", "clock", "modern", "", "basic", 19, 89, "Wall Clock", "Alarm Clock", "Mantel Clock")),
		c("Rugs & Curtains",
			l("Rugs", "grid-3x3", "home", "rugs", "fabric", 49, 499, "Rug", "Jute Rug", "Shaggy Rug", "Runner"),
			l("Curtains & Blinds", "blinds", "home", "curtains", "fabric", 29, 149, "Blockout Curtains", "Sheer Curtains", "Roller Blind")),
		c("Heating & Cooling",
			l("Heaters", "heater", "appliance", "", "appliance", 29, 299, "Oil Column Heater", "Fan Heater", "Panel Heater", "Ceramic Heater"),
			l("Fans", "fan", "appliance", "", "appliance", 19, 249, "Pedestal Fan", "Tower Fan", "Desk Fan", "Ceiling Fan"))),
	c("Kitchen & Dining",
		c("Cookware",
			l("Frypans", "cooking-pot", "cook", "pans", "metal", 19, 129, "Frypan", "Non-Stick Frypan", "Wok", "Grill Pan"),
			l("Saucepans & Sets", "cooking-pot", "cook", "", "metal", 29, 249, "Saucepan", "Cookware Set", "Stockpot", "Casserole Dish"),
			l("Bakeware", "cake-slice", "cook", "", "metal", 9, 49, "Baking Tray", "Cake Tin", "Muffin Pan", "Loaf Pan")),
		c("Small Appliances",
			l("Air Fryers", "microwave", "appliance", "", "appliance", 59, 249, "Air Fryer", "Digital Air Fryer", "Dual Basket Air Fryer"),
			l("Coffee Machines", "coffee", "appliance", "", "appliance", 49, 699, "Coffee Machine", "Espresso Machine", "Pod Coffee Machine", "Milk Frother"),
			l("Kettles & Toasters", "cup-soda", "appliance", "", "appliance", 19, 129, "Kettle", "2 Slice Toaster", "4 Slice Toaster", "Glass Kettle"),
			l("Blenders & Mixers", "chef-hat", "appliance", "", "appliance", 29, 299, "Blender", "Stand Mixer", "Hand Mixer", "Food Processor")),
		c("Large Appliances",
			bulky(l("Fridges & Freezers", "refrigerator", "appliance", "", "appliance", 299, 1999, "Bar Fridge", "Top Mount Fridge", "French Door Fridge", "Chest Freezer")),
			l("Microwaves & Ovens", "microwave", "appliance", "", "appliance", 79, 499, "Microwave", "Convection Microwave", "Benchtop Oven")),
		c("Dining",
			l("Dinner Sets", "utensils", "table", "", "home", 29, 149, "Dinner Set", "Dinner Plate Set", "Bowl Set"),
			person(l("Mugs & Cups", "coffee", "table", "", "home", 5, 29, "Mug", "Mug Set", "Latte Cup")),
			l("Glassware", "wine", "table", "", "glass", 9, 59, "Wine Glasses", "Tumbler Set", "Champagne Flutes"),
			l("Cutlery", "utensils-crossed", "table", "", "metal", 19, 99, "Cutlery Set", "Steak Knives", "Serving Set")),
		c("Kitchen Storage",
			l("Food Storage", "package", "cook", "", "basic", 6, 49, "Food Storage Containers", "Canister Set", "Lunch Box"),
			l("Kitchen Organisers", "hand-platter", "cook", "", "basic", 9, 59, "Spice Rack", "Dish Rack", "Utensil Holder"))),
	c("Bedding",
		c("Bed Linen",
			weight(6, l("Quilt Cover Sets", "bed-double", "soft", "bed", "fabric", 39, 179, "Quilt Cover Set", "Linen Quilt Cover Set", "Waffle Quilt Cover Set")),
			l("Sheet Sets", "bed", "soft", "bed", "fabric", 29, 149, "Sheet Set", "Bamboo Sheet Set", "Flannelette Sheet Set", "Fitted Sheet"),
			l("Pillowcases", "bed-single", "soft", "", "fabric", 12, 39, "Pillowcase Pair", "Standard Pillowcases", "European Pillowcase")),
		c("Quilts & Pillows",
			l("Quilts", "bed-double", "quilt", "bed", "white", 49, 299, "Quilt", "Microfibre Quilt", "Wool Quilt", "Duck Down Quilt"),
			l("Pillows", "bed-single", "quilt", "", "white", 15, 89, "Pillow", "Memory Foam Pillow", "Contour Pillow"),
			l("Mattress Toppers", "bed", "quilt", "bed", "white", 49, 249, "Mattress Topper", "Mattress Protector", "Electric Blanket")),
		c("Beds & Mattresses",
			bulky(l("Bed Frames", "bed-double", "home", "bed", "wood", 199, 899, "Bed Frame", "Upholstered Bed Head", "Storage Bed")),
			bulky(l("Mattresses", "bed", "quilt", "bed", "white", 199, 1299, "Mattress", "Pocket Spring Mattress", "Memory Foam Mattress")))),
	c("Bathroom",
		c("Towels",
			person(l("Bath Towels", "bath", "soft", "towels", "fabric", 9, 49, "Bath Towel", "Bath Sheet", "Towel Set", "Hand Towel")),
			l("Beach Towels", "sun", "summer", "", "bright", 12, 39, "Beach Towel", "Round Beach Towel", "Sand Free Beach Towel"),
			l("Bath Mats", "bath", "soft", "", "fabric", 9, 39, "Bath Mat", "Memory Foam Bath Mat")),
		c("Bathroom Accessories",
			l("Shower Accessories", "shower-head", "modern", "", "basic", 9, 69, "Shower Caddy", "Shower Curtain", "Shower Head"),
			l("Bathroom Storage", "package", "modern", "", "basic", 12, 79, "Laundry Hamper", "Bathroom Shelf", "Vanity Organiser"),
			l("Scales", "gauge", "modern", "", "basic", 19, 69, "Bathroom Scales", "Smart Scales"))),
	c("Women",
		c("Clothing",
			weight(6, l("Dresses", "shirt", "fashion", "women", "fashion", 35, 89, "Midi Dress", "Maxi Dress", "Shirt Dress", "Wrap Dress", "Mini Dress")),
			weight(6, l("Tops & T-Shirts", "shirt", "fashion", "women", "fashion", 8, 45, "T-Shirt", "Tank Top", "Blouse", "Knit Top")),
			l("Jeans & Pants", "shirt", "denim", "women", "denim", 25, 69, "Straight Leg Jeans", "Wide Leg Pants", "Skinny Jeans", "Linen Pants"),
			l("Jumpers & Cardigans", "shirt", "knit", "womenletter", "fashion", 19, 79, "Jumper", "Cardigan", "Crew Neck Knit"),
			l("Jackets & Coats", "shirt", "fashion", "women", "fashion", 39, 149, "Puffer Jacket", "Trench Coat", "Denim Jacket", "Blazer")),
		c("Sleepwear & Underwear",
			l("Pyjamas", "moon", "soft", "womenletter", "fashion", 19, 59, "Pyjama Set", "Sleep Shirt", "Flannelette Pyjamas"),
			l("Bras & Briefs", "heart", "soft", "women", "nude", 9, 49, "Bra", "Briefs 5 Pack", "Bralette")),
		c("Shoes & Accessories",
			l("Women's Shoes", "footprints", "shoe", "womenshoes", "fashion", 19, 99, "Sneakers", "Ankle Boots", "Sandals", "Ballet Flats"),
			l("Handbags", "shopping-bag", "fashion", "", "leather", 25, 129, "Tote Bag", "Crossbody Bag", "Shoulder Bag"),
			person(l("Jewellery & Watches", "gem", "jewel", "", "metalfashion", 9, 149, "Hoop Earrings", "Pendant Necklace", "Watch", "Bracelet")),
			l("Sunglasses", "glasses", "fashion", "", "basic", 12, 49, "Sunglasses", "Cat Eye Sunglasses", "Aviator Sunglasses"))),
	c("Men",
		c("Clothing",
			weight(6, l("Men's T-Shirts", "shirt", "menswear", "men", "fashion", 8, 39, "Crew Neck T-Shirt", "Polo Shirt", "Longline Tee", "Henley Tee")),
			l("Men's Shirts", "shirt", "menswear", "men", "fashion", 25, 69, "Oxford Shirt", "Linen Shirt", "Flannel Shirt"),
			l("Men's Jeans & Pants", "shirt", "denim", "menpants", "denim", 29, 79, "Slim Jeans", "Chino Pants", "Cargo Pants", "Track Pants"),
			l("Men's Jackets", "shirt", "menswear", "men", "fashion", 39, 149, "Puffer Jacket", "Bomber Jacket", "Rain Jacket")),
		c("Sleepwear & Underwear",
			l("Men's Sleepwear", "moon", "soft", "men", "fashion", 19, 49, "Pyjama Set", "Lounge Pants"),
			l("Men's Underwear & Socks", "footprints", "basics", "men", "basic", 6, 39, "Trunks 5 Pack", "Crew Socks 7 Pack", "Boxer Shorts")),
		c("Men's Shoes",
			l("Sneakers", "footprints", "shoe", "menshoes", "fashion", 29, 129, "Sneakers", "Running Shoes", "Court Sneakers"),
			l("Boots & Casual Shoes", "footprints", "shoe", "menshoes", "leather", 39, 149, "Chelsea Boots", "Loafers", "Work Boots"))),
	c("Kids",
		c("Girls",
			weight(6, l("Girls' Clothing", "shirt", "kids", "kids", "bright", 6, 39, "Dress", "T-Shirt", "Leggings", "Hoodie")),
			l("Girls' Sleepwear", "moon", "kids", "kids", "bright", 12, 35, "Pyjama Set", "Nightie", "Sleep Set")),
		c("Boys",
			weight(6, l("Boys' Clothing", "shirt", "kids", "kids", "bright", 6, 39, "T-Shirt", "Shorts", "Hoodie", "Track Pants")),
			l("Boys' Sleepwear", "moon", "kids", "kids", "bright", 12, 35, "Pyjama Set", "Sleep Set")),
		c("Kids' Shoes & Accessories",
			l("Kids' Shoes", "footprints", "shoe", "kidshoes", "bright", 15, 59, "Sneakers", "School Shoes", "Sandals", "Gumboots"),
			person(l("Kids' Backpacks", "backpack", "kids", "", "bright", 15, 49, "Backpack", "Lunch Bag", "Pencil Case")),
			l("Kids' Hats", "sun", "kids", "", "bright", 8, 25, "Bucket Hat", "Beanie", "Cap"))),
	c("Baby",
		c("Baby Clothing",
			l("Bodysuits & Rompers", "baby", "baby", "baby", "pastel", 8, 35, "Bodysuit 3 Pack", "Romper", "Zip Growsuit"),
			l("Baby Sleepwear", "moon", "baby", "baby", "pastel", 15, 49, "Sleeping Bag", "Swaddle", "Sleepsuit")),
		c("Nursery",
			bulky(l("Cots & Bassinets", "bed-single", "home", "", "wood", 149, 599, "Cot", "Bassinet", "Portable Cot")),
			l("Feeding", "milk", "baby", "", "pastel", 9, 99, "Bottle Set", "High Chair", "Bib 5 Pack", "Feeding Set"),
			l("Prams & Car Seats", "baby", "baby", "", "basic", 149, 899, "Pram", "Stroller", "Convertible Car Seat"))),
	c("Toys",
		c("Building & Construction",
			assort(l("Building Blocks", "toy-brick", "toy", "", "bright", 9, 149, "Building Blocks Set", "Construction Set", "Magnetic Tiles")),
			assort(l("Puzzles", "puzzle", "toy", "", "bright", 9, 39, "Jigsaw Puzzle 1000 Pieces", "Floor Puzzle", "3D Puzzle"))),
		c("Dolls & Plush",
			assort(l("Dolls", "baby", "toy", "", "bright", 12, 89, "Fashion Doll", "Baby Doll", "Dolls House")),
			assort(l("Plush Toys", "rabbit", "toy", "", "pastel", 9, 49, "Plush Bunny", "Teddy Bear", "Plush Dinosaur"))),
		c("Games & Outdoor Play",
			l("Board Games", "dice-5", "toy", "", "bright", 15, 69, "Board Game", "Card Game", "Strategy Game", "Family Game"),
			l("Video Games", "gamepad-2", "tech", "", "black", 29, 99, "Video Game", "Controller", "Gaming Headset"),
			bulky(l("Bikes & Scooters", "bike", "toy", "", "bright", 49, 299, "Kids Bike", "Scooter", "Balance Bike")),
			assort(l("Outdoor Toys", "rocket", "toy", "", "bright", 9, 199, "Water Blaster", "Trampoline", "Cubby House", "Sandpit")))),
	c("Electronics",
		c("TV & Audio",
			// TVs are bulky only above 65": see Product.
			l("TVs", "tv", "tech", "tv", "black", 299, 2499, "4K Smart TV", "QLED TV", "Full HD TV", "OLED TV"),
			weight(6, l("Headphones", "headphones", "tech", "", "tech", 19, 449, "Noise Cancelling Over-Ear Headphones", "True Wireless Earbuds", "Over-Ear Headphones", "On-Ear Headphones")),
			l("Speakers", "speaker", "tech", "", "tech", 29, 399, "Bluetooth Speaker", "Soundbar", "Smart Speaker")),
		c("Computers & Tablets",
			l("Laptops", "laptop", "tech", "", "tech", 399, 1999, "Laptop", "2-in-1 Laptop", "Chromebook"),
			l("Tablets", "tablet", "tech", "", "tech", 149, 999, "Tablet", "Kids Tablet", "E-Reader"),
			l("Computer Accessories", "mouse", "tech", "", "black", 9, 129, "Wireless Mouse", "Keyboard", "Laptop Stand", "USB-C Hub")),
		c("Phones & Cameras",
			l("Mobile Phones", "smartphone", "tech", "", "tech", 99, 1299, "Smartphone", "Prepaid Phone"),
			l("Phone Accessories", "battery-charging", "tech", "", "tech", 9, 79, "Phone Case", "Wireless Charger", "Power Bank", "Charging Cable"),
			l("Cameras", "camera", "tech", "", "black", 49, 899, "Instant Camera", "Action Camera", "Mirrorless Camera")),
		c("Smart Home",
			l("Smart Home", "house", "tech", "", "tech", 19, 299, "Smart Plug", "Video Doorbell", "Smart Bulb", "Security Camera"))),
	c("Outdoor",
		c("Outdoor Furniture",
			bulky(l("Outdoor Settings", "armchair", "outdoor", "", "outdoor", 149, 1299, "Outdoor Dining Setting", "Outdoor Lounge Setting", "Bistro Set")),
			bulky(l("Outdoor Chairs", "armchair", "outdoor", "", "outdoor", 25, 199, "Outdoor Chair", "Sun Lounger", "Hanging Egg Chair")),
			l("Umbrellas & Shade", "umbrella", "outdoor", "", "outdoor", 39, 299, "Market Umbrella", "Cantilever Umbrella", "Shade Sail")),
		c("Camping",
			l("Tents", "tent", "camp", "", "outdoor", 59, 599, "Dome Tent", "Instant Up Tent", "Swag"),
			l("Camping Gear", "flame", "camp", "", "outdoor", 9, 199, "Camp Chair", "Sleeping Bag", "Esky", "Camping Stove")),
		c("Garden & BBQ",
			bulky(l("BBQs", "flame", "outdoor", "", "black", 99, 999, "Gas BBQ", "Portable BBQ", "Charcoal Kettle BBQ")),
			l("Garden", "sprout", "outdoor", "", "outdoor", 9, 99, "Planter Pot", "Garden Hose", "Solar Garden Lights", "Garden Tool Set"))),
	c("Sports",
		c("Fitness",
			l("Weights & Equipment", "dumbbell", "sport", "", "sport", 15, 399, "Dumbbell Set", "Kettlebell", "Exercise Bike", "Yoga Mat"),
			l("Activewear", "shirt", "sport", "womenletter", "sport", 15, 69, "Tights", "Sports Bra", "Training Tee", "Track Jacket")),
		c("Sport & Recreation",
			l("Balls & Games", "volleyball", "sport", "", "bright", 9, 99, "Soccer Ball", "Basketball", "Cricket Set", "Backyard Games Set"),
			l("Swim", "waves", "sport", "womenletter", "bright", 15, 59, "Swimsuit", "Board Shorts", "Rash Vest", "Goggles"))),
	c("Beauty",
		c("Beauty & Grooming",
			l("Hair Care & Styling", "wind", "beauty", "", "beauty", 9, 199, "Hair Dryer", "Hair Straightener", "Curling Wand", "Shampoo"),
			l("Skin Care", "sparkles", "beauty", "", "beauty", 6, 49, "Moisturiser", "Face Serum", "Cleanser", "Sunscreen SPF 50+"),
			l("Fragrance", "spray-can", "beauty", "", "beauty", 19, 129, "Eau de Parfum", "Body Mist", "Eau de Toilette"),
			l("Shavers & Trimmers", "scissors", "tech", "", "tech", 25, 199, "Electric Shaver", "Beard Trimmer", "Hair Clipper"))),
	c("Gift Cards",
		c("Gift Cards",
			weight(1, l("Physical Gift Cards", "gift", "giftcard", "giftcard", "gift", 25, 200, "Gift Card")),
			weight(1, l("Digital Gift Cards", "credit-card", "giftcard", "giftcard", "gift", 25, 200, "e-Gift Card")))),
}

// Categories returns the fixed three-level category tree: departments, categories and leaves.
func Categories() []catalog.Category {
	var out []catalog.Category
	for i, d := range tree {
		dc := code(d.name)
		out = append(out, catalog.Category{Code: dc, Name: d.name, Level: 1, Position: i})
		for j, cat := range d.children {
			cc := dc + "-" + code(cat.name)
			out = append(out, catalog.Category{Code: cc, Name: cat.name, ParentCode: dc, Level: 2, Position: j})
			for k, lf := range cat.children {
				out = append(out, catalog.Category{Code: cc + "-" + code(lf.name), Name: lf.name, ParentCode: cc, Level: 3, Position: k})
			}
		}
	}
	return out
}

// leafRef is a leaf with its category code and department.
type leafRef struct {
	code string
	dept string
	spec *leaf
}

// leaves lists every leaf in tree order.
var leaves = func() []leafRef {
	var out []leafRef
	for _, d := range tree {
		dc := code(d.name)
		for _, cat := range d.children {
			cc := dc + "-" + code(cat.name)
			for _, lf := range cat.children {
				out = append(out, leafRef{code: cc + "-" + code(lf.name), dept: dc, spec: lf.leaf})
			}
		}
	}
	return out
}()

// wheel is the order products are dealt to leaves: round k holds, in tree order, every leaf whose
// weight exceeds k. Dealing round robin from it keeps the mix the same at every catalogue size (so
// product i never depends on n) while busy ranges such as dresses get more products than gift cards.
var wheel = func() []int {
	top := 0
	for _, lr := range leaves {
		top = max(top, weightOf(lr.spec))
	}
	var out []int
	for k := range top {
		for i, lr := range leaves {
			if weightOf(lr.spec) > k {
				out = append(out, i)
			}
		}
	}
	return out
}()

func weightOf(lf *leaf) int {
	if lf.weight > 0 {
		return lf.weight
	}
	return defaultWeight
}

// code turns a name into a category code part: "Kitchen & Dining" → "kitchen-dining".
func code(name string) string {
	name = strings.ReplaceAll(name, "&", " ")
	name = strings.ReplaceAll(name, "'", "")
	return catalog.Slug(name)
}
