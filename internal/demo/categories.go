package demo

import (
	"strings"

	"github.com/wattle/storefront/internal/catalog"
)

// leaf describes how to make products for one level-3 category.
type leaf struct {
	name    string   // "Table Lamps"
	motif   string   // the tile's motif (see internal/media) for nouns that name none of their own
	nouns   []string // what the products are called: "Table Lamp", "Bedside Lamp"
	motifs  []string // each noun's motif: its own ("Esky:esky") or the leaf's
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

// l makes a leaf. A noun may name its own motif after a colon, "Esky:esky", when the leaf holds
// different things (a camp chair, a sleeping bag, an esky); the others draw the leaf's motif. A
// motif is a kind of product ("jeans", which media draws in several ways, one per product) or one
// drawing ("jeans-skinny").
func l(name, motif, style, sizes, palette string, min, max int, nouns ...string) node {
	lf := &leaf{name: name, motif: motif, style: style, sizes: sizes, palette: palette, min: min, max: max}
	for _, n := range nouns {
		m := motif
		if i := strings.IndexByte(n, ':'); i >= 0 {
			n, m = n[:i], n[i+1:]
		}
		lf.nouns = append(lf.nouns, n)
		lf.motifs = append(lf.motifs, m)
	}
	return node{name: name, leaf: lf}
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
			weight(6, l("Table Lamps", "table-lamp", "home", "", "home", 29, 149, "Table Lamp", "Bedside Lamp", "Ceramic Lamp", "Touch Lamp")),
			l("Floor Lamps", "floor-lamp", "home", "", "home", 59, 249, "Floor Lamp", "Arc Floor Lamp:lamp-arc", "Tripod Floor Lamp:lamp-tripod"),
			l("Desk Lamps", "desk-lamp", "modern", "", "basic", 19, 89, "Desk Lamp", "LED Desk Lamp:lamp-led-bar", "Task Lamp"),
			l("Pendant Lights", "pendant-light", "home", "", "home", 39, 199, "Pendant Light", "Pendant Shade", "Rattan Pendant:pendant-rattan")),
		c("Furniture",
			bulky(l("Sofas", "sofa-seater", "home", "", "fabric", 399, 1499, "3 Seater Sofa:sofa-3-seat", "2 Seater Sofa:sofa-2-seat", "Modular Sofa", "Sofa Bed")),
			bulky(l("Armchairs", "accent-chair", "home", "", "fabric", 149, 599, "Armchair", "Accent Chair", "Occasional Chair")),
			bulky(l("Coffee Tables", "low-table", "home", "", "wood", 79, 399, "Coffee Table:table-coffee", "Side Table:table-side", "Nesting Tables:tables-nesting")),
			bulky(l("Bookcases & Storage", "storage-unit", "home", "", "wood", 49, 299, "Bookcase:bookcase", "Storage Cube:storage-cube", "Shelf Unit:shelf-unit"))),
		c("Decor",
			l("Cushions", "cushion", "soft", "", "fabric", 12, 45, "Cushion", "Textured Cushion", "Outdoor Cushion"),
			l("Throws", "throw", "soft", "", "fabric", 19, 79, "Throw", "Knitted Throw", "Waffle Throw"),
			l("Vases", "vase", "home", "", "home", 12, 69, "Vase", "Bud Vase:vase-bud", "Ceramic Vase"),
			person(l("Photo Frames", "photo-frame", "modern", "frames", "basic", 9, 49, "Photo Frame", "Gallery Frame", "Multi Photo Frame:frame-multi")),
			l("Candles & Diffusers", "candle", "scent", "", "home", 8, 49, "Scented Candle", "Reed Diffuser:reed-diffuser", "Soy Candle"),
			l("Clocks", "wall-clock", "modern", "", "basic", 19, 89, "Wall Clock", "Alarm Clock:alarm-clock", "Mantel Clock:clock-mantel")),
		c("Rugs & Curtains",
			l("Rugs", "rug", "home", "rugs", "fabric", 49, 499, "Rug", "Jute Rug", "Shaggy Rug:rug-fringe", "Runner:rug-runner"),
			l("Curtains & Blinds", "window-dressing", "home", "curtains", "fabric", 29, 149, "Blockout Curtains:curtains", "Sheer Curtains:curtains", "Roller Blind:blind-roller")),
		c("Heating & Cooling",
			l("Heaters", "room-heater", "appliance", "", "appliance", 29, 299, "Oil Column Heater:heater-oil", "Fan Heater:heater-fan", "Panel Heater:heater-panel", "Ceramic Heater:heater"),
			l("Fans", "cooling-fan", "appliance", "", "appliance", 19, 249, "Pedestal Fan:fan-pedestal", "Tower Fan:fan-tower", "Desk Fan:fan-pedestal", "Ceiling Fan:fan-ceiling"))),
	c("Kitchen & Dining",
		c("Cookware",
			l("Frypans", "fry-pan", "cook", "pans", "metal", 19, 129, "Frypan:frypan", "Non-Stick Frypan:frypan-side", "Wok:wok", "Grill Pan:grill-pan"),
			l("Saucepans & Sets", "cookware", "cook", "", "metal", 29, 249, "Saucepan:saucepan", "Cookware Set", "Stockpot:stockpot", "Casserole Dish:casserole"),
			l("Bakeware", "bakeware", "cook", "", "metal", 9, 49, "Baking Tray:baking-tray", "Cake Tin:cake-tin", "Muffin Pan:muffin-pan", "Loaf Pan:loaf-pan")),
		c("Small Appliances",
			l("Air Fryers", "air-fryer", "appliance", "", "appliance", 59, 249, "Air Fryer", "Digital Air Fryer", "Dual Basket Air Fryer:air-fryer-dual"),
			l("Coffee Machines", "coffee-machine", "appliance", "", "appliance", 49, 699, "Coffee Machine", "Espresso Machine:espresso-machine", "Pod Coffee Machine:pod-machine", "Milk Frother:milk-frother"),
			l("Kettles & Toasters", "kettle", "appliance", "", "appliance", 19, 129, "Kettle", "2 Slice Toaster:toaster-2", "4 Slice Toaster:toaster-4", "Glass Kettle:kettle-glass"),
			l("Blenders & Mixers", "mixer", "appliance", "", "appliance", 29, 299, "Blender:blender", "Stand Mixer:stand-mixer", "Hand Mixer:hand-mixer", "Food Processor:food-processor")),
		c("Large Appliances",
			bulky(l("Fridges & Freezers", "fridge", "appliance", "", "appliance", 299, 1999, "Bar Fridge:fridge-bar", "Top Mount Fridge:refrigerator", "French Door Fridge:fridge-french", "Chest Freezer:freezer-chest")),
			l("Microwaves & Ovens", "oven", "appliance", "", "appliance", 79, 499, "Microwave:microwave", "Convection Microwave:microwave", "Benchtop Oven:oven-benchtop")),
		c("Dining",
			l("Dinner Sets", "dinnerware", "table", "", "home", 29, 149, "Dinner Set", "Dinner Plate Set", "Bowl Set:bowls"),
			person(l("Mugs & Cups", "mug", "table", "", "home", 5, 29, "Mug", "Mug Set:mugs", "Latte Cup:latte-cup")),
			l("Glassware", "wine-glass", "table", "", "glass", 9, 59, "Wine Glasses", "Tumbler Set:tumbler", "Champagne Flutes:champagne-flutes"),
			l("Cutlery", "cutlery", "table", "", "metal", 19, 99, "Cutlery Set", "Steak Knives:steak-knives", "Serving Set:serving-set")),
		c("Kitchen Storage",
			l("Food Storage", "food-storage", "cook", "", "basic", 6, 49, "Food Storage Containers:food-container", "Canister Set:canisters", "Lunch Box:lunch-box"),
			l("Kitchen Organisers", "kitchen-organiser", "cook", "", "basic", 9, 59, "Spice Rack:spice-rack", "Dish Rack:dish-rack", "Utensil Holder:utensil-holder"))),
	c("Bedding",
		c("Bed Linen",
			weight(6, l("Quilt Cover Sets", "quilt-cover", "soft", "bed", "fabric", 39, 179, "Quilt Cover Set", "Linen Quilt Cover Set", "Waffle Quilt Cover Set")),
			l("Sheet Sets", "sheets", "soft", "bed", "fabric", 29, 149, "Sheet Set", "Bamboo Sheet Set", "Flannelette Sheet Set", "Fitted Sheet"),
			l("Pillowcases", "pillowcase", "soft", "", "fabric", 12, 39, "Pillowcase Pair", "Standard Pillowcases", "European Pillowcase:pillowcase-euro")),
		c("Quilts & Pillows",
			l("Quilts", "quilt", "quilt", "bed", "white", 49, 299, "Quilt", "Microfibre Quilt", "Wool Quilt", "Duck Down Quilt"),
			l("Pillows", "pillow", "quilt", "", "white", 15, 89, "Pillow", "Memory Foam Pillow", "Contour Pillow:pillow-contour"),
			l("Mattress Toppers", "mattress-topper", "quilt", "bed", "white", 49, 249, "Mattress Topper", "Mattress Protector", "Electric Blanket:electric-blanket")),
		c("Beds & Mattresses",
			bulky(l("Bed Frames", "bedstead", "home", "bed", "wood", 199, 899, "Bed Frame", "Upholstered Bed Head:bed-head", "Storage Bed:bed-storage")),
			bulky(l("Mattresses", "mattress", "quilt", "bed", "white", 199, 1299, "Mattress", "Pocket Spring Mattress", "Memory Foam Mattress")))),
	c("Bathroom",
		c("Towels",
			person(l("Bath Towels", "towel", "soft", "towels", "fabric", 9, 49, "Bath Towel", "Bath Sheet", "Towel Set:towels-stack", "Hand Towel")),
			l("Beach Towels", "beach-towel-roll", "summer", "", "bright", 12, 39, "Beach Towel", "Round Beach Towel:beach-towel-round", "Sand Free Beach Towel"),
			l("Bath Mats", "bath-mat", "soft", "", "fabric", 9, 39, "Bath Mat", "Memory Foam Bath Mat:bath-mat-foam")),
		c("Bathroom Accessories",
			l("Shower Accessories", "shower-head", "modern", "", "basic", 9, 69, "Shower Caddy:shower-caddy", "Shower Curtain:shower-curtain", "Shower Head"),
			l("Bathroom Storage", "laundry-hamper", "modern", "", "basic", 12, 79, "Laundry Hamper", "Bathroom Shelf:bathroom-shelf", "Vanity Organiser:vanity-organiser"),
			l("Scales", "bathroom-scales", "modern", "", "basic", 19, 69, "Bathroom Scales", "Smart Scales:scales-smart"))),
	c("Women",
		c("Clothing",
			weight(6, l("Dresses", "dress", "fashion", "women", "fashion", 35, 89, "Midi Dress", "Maxi Dress:dress-slip", "Shirt Dress:dress-shirt", "Wrap Dress:dress-wrap", "Mini Dress")),
			weight(6, l("Tops & T-Shirts", "t-shirt", "fashion", "women", "fashion", 8, 45, "T-Shirt", "Tank Top:tank-top", "Blouse:blouse", "Knit Top:jumper")),
			l("Jeans & Pants", "jeans", "denim", "women", "denim", 25, 69, "Straight Leg Jeans:jeans-straight", "Wide Leg Pants:pants-wide", "Skinny Jeans:jeans-skinny", "Linen Pants:pants"),
			l("Jumpers & Cardigans", "jumper", "knit", "womenletter", "fashion", 19, 79, "Jumper", "Cardigan:cardigan", "Crew Neck Knit"),
			l("Jackets & Coats", "jacket", "fashion", "women", "fashion", 39, 149, "Puffer Jacket:jacket-puffer", "Trench Coat:jacket-trench", "Denim Jacket:jacket-denim", "Blazer:jacket-blazer")),
		c("Sleepwear & Underwear",
			l("Pyjamas", "pyjamas", "soft", "womenletter", "fashion", 19, 59, "Pyjama Set", "Sleep Shirt:nightie", "Flannelette Pyjamas:pyjamas-long"),
			l("Bras & Briefs", "bra", "soft", "women", "nude", 9, 49, "Bra", "Briefs 5 Pack:briefs", "Bralette")),
		c("Shoes & Accessories",
			l("Women's Shoes", "sneakers", "shoe", "womenshoes", "fashion", 19, 99, "Sneakers", "Ankle Boots:boot-ankle", "Sandals:sandal", "Ballet Flats:ballet-flat"),
			l("Handbags", "shoulder-bag", "fashion", "", "leather", 25, 129, "Tote Bag:tote-bag", "Crossbody Bag:crossbody-bag", "Shoulder Bag"),
			person(l("Jewellery & Watches", "necklace", "jewel", "", "metalfashion", 9, 149, "Hoop Earrings:hoop-earrings", "Pendant Necklace", "Watch:wristwatch", "Bracelet:bracelet")),
			l("Sunglasses", "sunglasses", "fashion", "", "basic", 12, 49, "Sunglasses", "Cat Eye Sunglasses:sunglasses-cat-eye", "Aviator Sunglasses:sunglasses-aviator"))),
	c("Men",
		c("Clothing",
			weight(6, l("Men's T-Shirts", "t-shirt", "menswear", "men", "fashion", 8, 39, "Crew Neck T-Shirt", "Polo Shirt:polo", "Longline Tee:tee-longline", "Henley Tee:henley")),
			l("Men's Shirts", "button-shirt", "menswear", "men", "fashion", 25, 69, "Oxford Shirt:shirt-oxford", "Linen Shirt:shirt-linen", "Flannel Shirt:shirt-flannel"),
			l("Men's Jeans & Pants", "pants", "denim", "menpants", "denim", 29, 79, "Slim Jeans:jeans", "Chino Pants:pants-chino", "Cargo Pants:pants-cargo", "Track Pants:pants-track"),
			l("Men's Jackets", "jacket", "menswear", "men", "fashion", 39, 149, "Puffer Jacket:jacket-puffer", "Bomber Jacket:jacket-bomber", "Rain Jacket:jacket-rain")),
		c("Sleepwear & Underwear",
			l("Men's Sleepwear", "pyjamas", "soft", "men", "fashion", 19, 49, "Pyjama Set", "Lounge Pants:pants-lounge"),
			l("Men's Underwear & Socks", "trunks", "basics", "men", "basic", 6, 39, "Trunks 5 Pack", "Crew Socks 7 Pack:socks", "Boxer Shorts:boxer-shorts")),
		c("Men's Shoes",
			l("Sneakers", "sneakers", "shoe", "menshoes", "fashion", 29, 129, "Sneakers", "Running Shoes:sneaker-runner", "Court Sneakers:sneaker-court"),
			l("Boots & Casual Shoes", "boot-chelsea", "shoe", "menshoes", "leather", 39, 149, "Chelsea Boots", "Loafers:loafer", "Work Boots:boot-work"))),
	c("Kids",
		c("Girls",
			weight(6, l("Girls' Clothing", "dress", "kids", "kids", "bright", 6, 39, "Dress", "T-Shirt:t-shirt", "Leggings:leggings", "Hoodie:hoodie")),
			l("Girls' Sleepwear", "pyjamas", "kids", "kids", "bright", 12, 35, "Pyjama Set", "Nightie:nightie", "Sleep Set")),
		c("Boys",
			weight(6, l("Boys' Clothing", "t-shirt", "kids", "kids", "bright", 6, 39, "T-Shirt", "Shorts:shorts", "Hoodie:hoodie", "Track Pants:pants-track")),
			l("Boys' Sleepwear", "pyjamas", "kids", "kids", "bright", 12, 35, "Pyjama Set", "Sleep Set")),
		c("Kids' Shoes & Accessories",
			l("Kids' Shoes", "sneakers", "shoe", "kidshoes", "bright", 15, 59, "Sneakers", "School Shoes:school-shoe", "Sandals:sandal", "Gumboots:gumboot"),
			person(l("Kids' Backpacks", "kids-backpack", "kids", "", "bright", 15, 49, "Backpack", "Lunch Bag:lunch-bag", "Pencil Case:pencil-case")),
			l("Kids' Hats", "bucket-hat", "kids", "", "bright", 8, 25, "Bucket Hat", "Beanie:beanie", "Cap:cap"))),
	c("Baby",
		c("Baby Clothing",
			l("Bodysuits & Rompers", "bodysuit", "baby", "baby", "pastel", 8, 35, "Bodysuit 3 Pack", "Romper:romper", "Zip Growsuit:growsuit"),
			l("Baby Sleepwear", "sleeping-bag-baby", "baby", "baby", "pastel", 15, 49, "Sleeping Bag", "Swaddle:swaddle", "Sleepsuit:growsuit")),
		c("Nursery",
			bulky(l("Cots & Bassinets", "cot", "home", "", "wood", 149, 599, "Cot", "Bassinet:bassinet", "Portable Cot")),
			l("Feeding", "baby-bottle", "baby", "", "pastel", 9, 99, "Bottle Set", "High Chair:high-chair", "Bib 5 Pack:bib", "Feeding Set:feeding-set"),
			l("Prams & Car Seats", "pram", "baby", "", "basic", 149, 899, "Pram", "Stroller:stroller", "Convertible Car Seat:car-seat"))),
	c("Toys",
		c("Building & Construction",
			assort(l("Building Blocks", "building-toy", "toy", "", "bright", 9, 149, "Building Blocks Set:building-blocks", "Construction Set", "Magnetic Tiles:magnetic-tiles")),
			assort(l("Puzzles", "jigsaw", "toy", "", "bright", 9, 39, "Jigsaw Puzzle 1000 Pieces", "Floor Puzzle", "3D Puzzle:puzzle"))),
		c("Dolls & Plush",
			assort(l("Dolls", "doll", "toy", "", "bright", 12, 89, "Fashion Doll", "Baby Doll:baby", "Dolls House:dolls-house")),
			assort(l("Plush Toys", "teddy-bear", "toy", "", "pastel", 9, 49, "Plush Bunny:rabbit", "Teddy Bear", "Plush Dinosaur:plush-dinosaur"))),
		c("Games & Outdoor Play",
			l("Board Games", "tabletop-game", "toy", "", "bright", 15, 69, "Board Game", "Card Game:playing-cards", "Strategy Game", "Family Game"),
			l("Video Games", "game-case", "tech", "", "black", 29, 99, "Video Game", "Controller:game-controller", "Gaming Headset:headset"),
			bulky(l("Bikes & Scooters", "bike", "toy", "", "bright", 49, 299, "Kids Bike", "Scooter:scooter", "Balance Bike:balance-bike")),
			assort(l("Outdoor Toys", "trampoline", "toy", "", "bright", 9, 199, "Water Blaster:water-blaster", "Trampoline", "Cubby House:cubby-house", "Sandpit:sandpit")))),
	c("Electronics",
		c("TV & Audio",
			// TVs are bulky only above 65": see Product.
			l("TVs", "tv", "tech", "tv", "black", 299, 2499, "4K Smart TV", "QLED TV", "Full HD TV", "OLED TV"),
			weight(6, l("Headphones", "over-ear-headphones", "tech", "", "tech", 19, 449, "Noise Cancelling Over-Ear Headphones:headphones-over", "True Wireless Earbuds:earbuds", "Over-Ear Headphones", "On-Ear Headphones:headphones-on")),
			l("Speakers", "speaker-set", "tech", "", "tech", 29, 399, "Bluetooth Speaker:speaker-bluetooth", "Soundbar:soundbar", "Smart Speaker:smart-speaker")),
		c("Computers & Tablets",
			l("Laptops", "laptop-computer", "tech", "", "tech", 399, 1999, "Laptop", "2-in-1 Laptop", "Chromebook"),
			l("Tablets", "tablet", "tech", "", "tech", 149, 999, "Tablet", "Kids Tablet:tablet-kids", "E-Reader:e-reader"),
			l("Computer Accessories", "mouse", "tech", "", "black", 9, 129, "Wireless Mouse", "Keyboard:keyboard", "Laptop Stand:laptop-stand", "USB-C Hub:usb-hub")),
		c("Phones & Cameras",
			l("Mobile Phones", "mobile-phone", "tech", "", "tech", 99, 1299, "Smartphone", "Prepaid Phone"),
			l("Phone Accessories", "phone-case", "tech", "", "tech", 9, 79, "Phone Case", "Wireless Charger:wireless-charger", "Power Bank:power-bank", "Charging Cable:cable"),
			l("Cameras", "digital-camera", "tech", "", "black", 49, 899, "Instant Camera:camera-instant", "Action Camera:camera-action", "Mirrorless Camera:camera-mirrorless")),
		c("Smart Home",
			l("Smart Home", "smart-plug", "tech", "", "tech", 19, 299, "Smart Plug", "Video Doorbell:doorbell", "Smart Bulb:lightbulb", "Security Camera:cctv"))),
	c("Outdoor",
		c("Outdoor Furniture",
			bulky(l("Outdoor Settings", "dining-setting", "outdoor", "", "outdoor", 149, 1299, "Outdoor Dining Setting", "Outdoor Lounge Setting:lounge-outdoor", "Bistro Set:bistro-set")),
			bulky(l("Outdoor Chairs", "chair-outdoor", "outdoor", "", "outdoor", 25, 199, "Outdoor Chair", "Sun Lounger:sun-lounger", "Hanging Egg Chair:egg-chair")),
			l("Umbrellas & Shade", "umbrella-market", "outdoor", "", "outdoor", 39, 299, "Market Umbrella", "Cantilever Umbrella:umbrella-cantilever", "Shade Sail:shade-sail")),
		c("Camping",
			l("Tents", "tent-dome", "camp", "", "outdoor", 59, 599, "Dome Tent", "Instant Up Tent:tent", "Swag:swag"),
			l("Camping Gear", "camp-chair", "camp", "", "outdoor", 9, 199, "Camp Chair", "Sleeping Bag:sleeping-bag", "Esky:esky", "Camping Stove:camp-stove")),
		c("Garden & BBQ",
			bulky(l("BBQs", "bbq", "outdoor", "", "black", 99, 999, "Gas BBQ:bbq-gas", "Portable BBQ:bbq-portable", "Charcoal Kettle BBQ:bbq-kettle")),
			l("Garden", "plant-pot", "outdoor", "", "outdoor", 9, 99, "Planter Pot", "Garden Hose:hose-reel", "Solar Garden Lights:solar-light", "Garden Tool Set:garden-tools"))),
	c("Sports",
		c("Fitness",
			l("Weights & Equipment", "dumbbell", "sport", "", "sport", 15, 399, "Dumbbell Set", "Kettlebell:kettlebell", "Exercise Bike:exercise-bike", "Yoga Mat:yoga-mat"),
			l("Activewear", "leggings", "sport", "womenletter", "sport", 15, 69, "Tights", "Sports Bra:sports-bra", "Training Tee:t-shirt", "Track Jacket:jacket-track")),
		c("Sport & Recreation",
			l("Balls & Games", "ball-games", "sport", "", "bright", 9, 99, "Soccer Ball:soccer-ball", "Basketball:basketball", "Cricket Set:cricket-bat", "Backyard Games Set"),
			l("Swim", "swimsuit", "sport", "womenletter", "bright", 15, 59, "Swimsuit", "Board Shorts:shorts-board", "Rash Vest:rash-vest", "Goggles:swim-goggles"))),
	c("Beauty",
		c("Beauty & Grooming",
			l("Hair Care & Styling", "hair-dryer", "beauty", "", "beauty", 9, 199, "Hair Dryer", "Hair Straightener:hair-straightener", "Curling Wand:curling-wand", "Shampoo:shampoo-bottle"),
			l("Skin Care", "cream-jar", "beauty", "", "beauty", 6, 49, "Moisturiser", "Face Serum:serum-dropper", "Cleanser:pump-bottle", "Sunscreen SPF 50+:sunscreen-tube"),
			l("Fragrance", "fragrance", "beauty", "", "beauty", 19, 129, "Eau de Parfum", "Body Mist:body-mist", "Eau de Toilette"),
			l("Shavers & Trimmers", "shaver", "tech", "", "tech", 25, 199, "Electric Shaver", "Beard Trimmer:beard-trimmer", "Hair Clipper:hair-clipper"))),
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
