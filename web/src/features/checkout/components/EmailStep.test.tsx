// The e-mail step's phases and the keyboard focus: the content that held the focus (Continue, Create
// an account, Back to guest checkout, Use a different e-mail address) is replaced, so the focus moves
// to the new phase's heading (or back to the e-mail field) rather than dropping to the page's body.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { CheckoutSlots, RegistrationCheck } from "../slots";
import type { Checkout } from "../types";
import { EmailStep } from "./EmailStep";

const checkout = { email: "" } as Checkout;

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * guestAllowed: whether checkoutAsGuest succeeds. By default it is refused as an order that needs
 * an account (guest checkout off), so the choices stay on screen; an e-mail without an account goes
 * on as a guest at once when it is allowed.
 */
function setup(check: RegistrationCheck | Error, guestAllowed = false, shown: Checkout = checkout) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
    guestAllowed
      ? new Response(JSON.stringify({ success: true, data: { email: "ann@example.com", guest: true } }), {
          status: 200,
        })
      : new Response(
          JSON.stringify({
            success: false,
            error: { code: "ERR_LOGIN_GUEST_NOT_ALLOWED", message: "Guest checkout is not available." },
          }),
          { status: 422 },
        ),
  );
  const onGuest = vi.fn();
  const slots: CheckoutSlots = {
    checkRegistration: vi.fn(async () => {
      if (check instanceof Error) throw check;
      return check;
    }),
    finder: false,
    SignIn: ({ email }) => (
      <form aria-label="Sign in">
        <input aria-label="Password" type="password" defaultValue="" data-email={email} />
      </form>
    ),
    CreateAccount: () => <form aria-label="Create account" />,
    AddressFinder: () => null,
  };
  render(
    <MemoryRouter>
      <button type="button">Before</button>
      <EmailStep checkout={shown} slots={slots} onGuest={onGuest} />
    </MemoryRouter>,
  );
  const input = screen.getByRole("textbox", { name: /E-mail address/ });
  const cont = screen.getByRole("button", { name: "Continue" });
  const submit = (email: string) => {
    fireEvent.change(input, { target: { value: email } });
    cont.focus();
    fireEvent.click(cont);
  };
  return { submit, slots, onGuest };
}

const unregistered: RegistrationCheck = {
  registered: false,
  accountLocked: false,
  accountLockReasonCode: "",
};

describe("EmailStep focus", () => {
  it("does not take the focus when it first shows", () => {
    const before = document.activeElement;
    setup(unregistered);
    expect(document.activeElement).toBe(before);
  });

  it("moves the focus to the guest phase's heading after Continue, two Tabs before Continue as guest", async () => {
    const { submit } = setup(unregistered);
    submit("ann@example.com");
    const heading = await screen.findByRole("heading", { name: "Check out as a guest or create an account" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.tabIndex).toBe(-1);
    // What follows the heading in the tab order: the other-address button, then Continue as guest.
    const tabbable = [...document.querySelectorAll<HTMLElement>("button, input, a[href]")].filter(
      (el) => !(el as HTMLButtonElement).disabled && el.tabIndex >= 0,
    );
    const after = tabbable.filter(
      (el) => heading.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(after.slice(0, 2).map((el) => el.textContent)).toEqual([
      "Use a different e-mail address",
      "Continue as guest",
    ]);
  });

  it("moves the focus to the sign-in phase's heading for a registered e-mail", async () => {
    const { submit } = setup({ registered: true, accountLocked: false, accountLockReasonCode: "" });
    submit("ann@example.com");
    const heading = await screen.findByRole("heading", { name: "Sign in to your account" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole("form", { name: "Sign in" })).toBeTruthy();
  });

  it("moves the focus to the locked phase's heading", async () => {
    const { submit } = setup({
      registered: true,
      accountLocked: true,
      accountLockReasonCode: "SUSPICIOUS_ACTIVITY",
    });
    submit("ann@example.com");
    const heading = await screen.findByRole("heading", {
      name: "We can't continue with this e-mail address",
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("moves the focus to the guest phase's heading when the check fails (the guest may still go on)", async () => {
    const { submit } = setup(new TypeError("Failed to fetch"));
    submit("ann@example.com");
    const heading = await screen.findByRole("heading", { name: "Check out as a guest or create an account" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it("follows each phase's buttons: create an account, back to guest checkout, another address", async () => {
    const { submit } = setup(unregistered);
    submit("ann@example.com");
    await screen.findByRole("button", { name: "Continue as guest" });

    fireEvent.click(screen.getByRole("button", { name: "Create an account" }));
    const signup = await screen.findByRole("heading", { name: "Create an account" });
    await waitFor(() => expect(document.activeElement).toBe(signup));

    fireEvent.click(screen.getByRole("button", { name: "Back to guest checkout" }));
    const guest = await screen.findByRole("heading", { name: "Check out as a guest or create an account" });
    await waitFor(() => expect(document.activeElement).toBe(guest));

    fireEvent.click(screen.getByRole("button", { name: "Use a different e-mail address" }));
    const input = await screen.findByRole("textbox", { name: /E-mail address/ });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect((input as HTMLInputElement).value).toBe("ann@example.com");
  });

  it("goes on as a guest at once for an e-mail without an account when the order needs none", async () => {
    const { submit, onGuest } = setup(unregistered, true);
    submit("ann@example.com");
    await waitFor(() => expect(onGuest).toHaveBeenCalledWith(expect.objectContaining({ guest: true })));
    expect(screen.queryByRole("button", { name: "Continue as guest" })).toBeNull();
  });

  it("offers an account when the order needs one, saying why", async () => {
    const { submit, onGuest } = setup(unregistered);
    submit("ann@example.com");
    await screen.findByRole("button", { name: "Create an account" });
    expect(onGuest).not.toHaveBeenCalled();
    expect(screen.getByText(/guest checkout/i)).toBeTruthy();
  });

  it("a basket with a gift card: no guest button and no guest attempt, an account is asked for", async () => {
    const withGiftCard = {
      email: "",
      cart: { entries: [{ productType: "giftCard" }] },
    } as unknown as Checkout;
    const { submit, onGuest } = setup(unregistered, true, withGiftCard);
    submit("ann@example.com");
    await screen.findByRole("heading", { name: "Create an account to buy gift cards" });
    expect(screen.queryByRole("button", { name: "Continue as guest" })).toBeNull();
    expect(screen.getByRole("button", { name: "Create an account" })).toBeTruthy();
    expect(onGuest).not.toHaveBeenCalled();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it("keeps the focus on the e-mail field when the address is not valid", async () => {
    const { submit, slots } = setup(unregistered);
    submit("not-an-address");
    const input = screen.getByRole("textbox", { name: /E-mail address/ });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(slots.checkRegistration).not.toHaveBeenCalled();
  });
});
