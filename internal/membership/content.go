package membership

import (
	"fmt"
	"time"
)

// The content slots of getMembershipContent (docs/membership.md#content): what the shop says about
// OnePass where the pages put it, in words that fit the shopper (signed out, a member, eligible for
// the trial or not).
const (
	SlotLinkModal           = "linkModal"
	SlotRewardCards         = "rewardCards"
	SlotTooltip             = "tooltip"
	SlotCustomerInfo        = "customerInfo"
	SlotCartMessage         = "cartMessage"
	SlotPLPBanner           = "plpBanner"
	SlotCheckoutSignupModal = "checkoutSignupModal"
	SlotFreeTrialModal      = "freeTrialModal"
	SlotNudge               = "nudge"
	SlotReminder            = "reminder"
)

// Slots lists every slot.
var Slots = []string{SlotLinkModal, SlotRewardCards, SlotTooltip, SlotCustomerInfo, SlotCartMessage, SlotPLPBanner,
	SlotCheckoutSignupModal, SlotFreeTrialModal, SlotNudge, SlotReminder}

// Link is a call to action.
type Link struct {
	Label string `json:"label"`
	URL   string `json:"url"`
}

// Benefit is one benefit as the reward cards show it.
type Benefit struct {
	Title string `json:"title"`
	Text  string `json:"text"`
	Icon  string `json:"icon" enum:"delivery,price,early,reward"`
}

// Content is one slot's content. Show false means the slot has nothing to say to this shopper
// (a member is not asked to join); the page leaves it out.
type Content struct {
	Slot    string    `json:"slot"`
	Show    bool      `json:"show"`
	Variant string    `json:"variant,omitempty" description:"which form of the slot: signedOut, join, trial, member, lapsed; the checkout sign-up modal's membershipLogin or subscription"`
	Title   string    `json:"title"`
	Text    string    `json:"text"`
	Items   []string  `json:"items,omitempty" description:"bullet points"`
	Cards   []Benefit `json:"cards,omitempty" description:"the reward cards (rewardCards)"`
	CTA     *Link     `json:"cta,omitempty"`
	Terms   string    `json:"terms,omitempty"`
}

// Viewer is who the content is for: nil membership for a signed-out shopper.
type Viewer struct {
	SignedIn   bool
	Membership Membership
}

// ContentOf is slot's content for v at now; ok is false for an unknown slot.
func ContentOf(c Config, slot string, v Viewer, now time.Time) (Content, bool) {
	m := v.Membership
	active := v.SignedIn && m.Status.Active()
	eligible := !v.SignedIn || TrialEligible(m)
	join := Link{Label: "Start your free trial", URL: "/onepass#join"}
	if !eligible {
		join = Link{Label: "Join OnePass", URL: "/onepass#join"}
	}
	variant := "join"
	switch {
	case !v.SignedIn:
		variant = "signedOut"
	case m.Status == TrialActive || m.Status == CancellingTrial:
		variant = "trial"
	case active:
		variant = "member"
	case m.Status == Lapsed || m.Status == Cancelled:
		variant = "lapsed"
	}
	price := fmt.Sprintf("%s a month or %s a year", c.Monthly.Format(), c.Annual.Format())
	trialDays := int(c.Trial / day)
	terms := fmt.Sprintf("Free trial for %d days for customers who have never had OnePass, then %s, charged to your saved card until you cancel. Cancel any time.", trialDays, price)
	out := Content{Slot: slot, Show: true, Variant: variant, Terms: terms}
	benefits := []string{
		"Free home delivery on everything, with no minimum spend (bulky item fees still apply)",
		"OnePass member prices on thousands of products",
		"Early access to sales and OnePass-exclusive products",
		fmt.Sprintf("%s off your first order of %s or more", c.Welcome.Format(), c.WelcomeMinSpend.Format()),
	}
	switch slot {
	case SlotLinkModal:
		out.Title, out.Text = "Link your OnePass membership", "Sign in with the account your OnePass membership belongs to, and its benefits apply to this order."
		out.CTA = &Link{Label: "Sign in", URL: "/login?from=OnePass"}
		out.Show = !active
	case SlotRewardCards:
		out.Title, out.Text = "What OnePass gives you", "Benefits start the moment you join."
		out.Cards = []Benefit{
			{Title: "Free delivery", Text: "Free home delivery on every order, with no minimum spend.", Icon: "delivery"},
			{Title: "Member prices", Text: "Lower OnePass prices on thousands of products.", Icon: "price"},
			{Title: "Early access", Text: "Shop sales and exclusives before anyone else.", Icon: "early"},
			{Title: "Welcome reward", Text: fmt.Sprintf("%s off your first order of %s or more within %d days of joining.", c.Welcome.Format(), c.WelcomeMinSpend.Format(), int(c.WelcomeFor/day)), Icon: "reward"},
		}
	case SlotTooltip:
		out.Title = "OnePass price"
		out.Text = "The lower price OnePass members pay. Join for free delivery and member prices on thousands of products."
		if active {
			out.Text = "Your OnePass member price: it's applied in your basket."
		}
	case SlotCustomerInfo:
		out.Title, out.Text = "OnePass", "Free delivery and member prices, "+price+"."
		switch {
		case active:
			out.Title = "You're a OnePass member"
			out.Text = "Free home delivery and member prices apply to your orders."
			out.CTA = &Link{Label: "Manage OnePass", URL: "/my-account/onepass"}
		case v.SignedIn:
			out.CTA = &join
		default:
			out.CTA = &Link{Label: "Sign in to see your OnePass", URL: "/login?from=OnePass"}
		}
	case SlotCartMessage:
		if active {
			out.Title, out.Text = "OnePass benefits applied", "Your member prices and free home delivery are in this basket."
		} else {
			out.Title = "Save with OnePass"
			out.Text = "Members get free home delivery and member prices on this basket."
			out.CTA = &join
		}
	case SlotPLPBanner:
		out.Show = !active
		out.Title = "Free delivery and member prices with OnePass"
		out.Text = "Join OnePass for " + price + "."
		if eligible {
			out.Text = fmt.Sprintf("Try OnePass free for %d days, then %s.", trialDays, price)
		}
		out.CTA = &join
	case SlotCheckoutSignupModal:
		out.Show = !active
		out.Items = benefits
		if !v.SignedIn {
			out.Variant = "membershipLogin"
			out.Title, out.Text = "Are you a OnePass member?", "Sign in to get free delivery and member prices on this order, or join with a free trial."
			out.CTA = &Link{Label: "Sign in", URL: "/login?from=OnePass&type=membershipLogin"}
		} else {
			out.Variant = "subscription"
			out.Title, out.Text = "Get free delivery on this order", "Join OnePass now and this order's home delivery is free."
			out.CTA = &join
		}
	case SlotFreeTrialModal:
		out.Show = eligible && !active
		out.Title = fmt.Sprintf("Try OnePass free for %d days", trialDays)
		out.Text = fmt.Sprintf("Add a card to start. We'll remind you 7 days before your first payment; cancel before then and you pay nothing. After the trial: %s.", price)
		out.Items = benefits
		out.CTA = &Link{Label: "Start free trial", URL: "/onepass#join"}
	case SlotNudge:
		out.Show = v.SignedIn && !active
		out.Title = "Free delivery is waiting"
		out.Text = "Members paid $0 delivery on orders like yours."
		out.CTA = &join
		if m.Status == Lapsed || m.Status == Cancelled {
			out.Title, out.Text = "Come back to OnePass", "Rejoin for free delivery and member prices, "+price+"."
			out.CTA = &Link{Label: "Rejoin OnePass", URL: "/onepass#join"}
		}
	case SlotReminder:
		out.Show = false
		switch m.Status {
		case TrialActive:
			if d := DaysUntil(now, m.ChargeAt(c)); d <= int(c.Reminder/day) {
				out.Show = true
				out.Title = fmt.Sprintf("Your free trial ends in %d days", DaysUntil(now, m.TrialEnd))
				out.Text = fmt.Sprintf("We'll charge %s for your %s plan on %s.", c.Price(m.NextPlan).Format(), m.NextPlan, date(m.ChargeAt(c)))
				out.CTA = &Link{Label: "Manage OnePass", URL: "/my-account/onepass"}
			}
		case Overdue:
			out.Show = true
			out.Title = "We couldn't take your OnePass payment"
			out.Text = fmt.Sprintf("Update your card by %s to keep your benefits.", date(m.OverdueSince.Add(c.Lapse)))
			out.CTA = &Link{Label: "Update card", URL: "/my-account/onepass#payment"}
		case Cancelling, CancellingTrial:
			out.Show = true
			out.Title = "Your OnePass is ending"
			out.Text = fmt.Sprintf("Your benefits end on %s.", date(m.RenewalDate()))
			out.CTA = &Link{Label: "Resume OnePass", URL: "/my-account/onepass"}
		}
	default:
		return Content{}, false
	}
	return out, true
}
