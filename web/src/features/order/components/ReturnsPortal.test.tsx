// The returns portal against the API's answers (a fetch mock): the lookup's local and server errors,
// the items' rules, the server's field errors put back on the fields, and the confirmation.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { invalidateSession } from "../../../lib/api";
import type { Order } from "../types";
import type { AddressFinderProps } from "../../../components/forms/addressFinder";
import { ReturnsPortal } from "./ReturnsPortal";

type Answer = { status: number; body: unknown };
const answers: Record<string, Answer[]> = {};
const sent: { url: string; body: Record<string, unknown> }[] = [];

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

const order: Order = {
  code: "30000005",
  status: "shipped",
  placed: "2026-11-12T00:00:00Z",
  placedDate: "12/11/2026",
  email: "ann@example.com",
  deliveryMode: "HD",
  deliveryAddress: {
    firstName: "Ann",
    lastName: "Lee",
    line1: "12 Church Street",
    town: "Richmond",
    state: "VIC",
    postalCode: "3121",
    country: "AU",
    phone: "0412345678",
  },
  billingAddress: null,
  pickup: null,
  entries: [
    {
      entryNumber: 0,
      productCode: "A1",
      name: "Linen Lamp",
      baseProductCode: "",
      brand: "",
      colour: "",
      size: "",
      imageUrl: "",
      quantity: 1,
      basePrice: money(49),
      totalPrice: money(49),
      returnableQuantity: 0,
    },
    {
      entryNumber: 1,
      productCode: "B2",
      name: "Wool Throw",
      baseProductCode: "",
      brand: "",
      colour: "",
      size: "",
      imageUrl: "",
      quantity: 2,
      basePrice: money(38),
      totalPrice: money(76),
      returnableQuantity: 2,
    },
  ],
  payments: [],
  subtotal: money(125),
  deliveryFee: money(0),
  orderDiscounts: money(0),
  total: money(125),
  gst: money(11.36),
  consignments: [
    {
      code: "30000005-1",
      number: 1,
      of: 1,
      label: "Shipment 1 of 1",
      status: "shipped",
      location: "online",
      carrier: "auspost",
      trackingNumber: "X1",
      trackingUrl: "https://auspost.com.au/mypost/track/details/X1",
      returnableUntil: "2999-01-01T00:00:00Z",
      entries: [
        { entryNumber: 0, productCode: "A1", name: "Linen Lamp", quantity: 1 },
        { entryNumber: 1, productCode: "B2", name: "Wool Throw", quantity: 2 },
      ],
    },
  ],
  returns: [
    {
      returnCode: "R30000005-1",
      status: "refunded",
      estimatedRefund: money(49),
      created: "2026-11-20T00:00:00Z",
      entries: [
        { entryNumber: 0, productCode: "A1", name: "Linen Lamp", returnQty: 1, reasonForReturn: "faulty" },
      ],
      refunds: [],
    },
  ],
};

const reasons = [
  { code: "changed-mind", name: "Changed my mind" },
  { code: "faulty", name: "Faulty or damaged" },
];

beforeEach(() => {
  sent.length = 0;
  for (const k of Object.keys(answers)) delete answers[k];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const json = (a: Answer) => new Response(JSON.stringify(a.body), { status: a.status });
    if (url === "/api/session")
      return json({ status: 200, body: { success: true, data: { csrfToken: "t" } } });
    sent.push({ url, body: JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown> });
    const next = answers[url]?.shift();
    return json(
      next ?? { status: 500, body: { success: false, error: { code: "ERR_INTERNAL", message: "" } } },
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  invalidateSession();
});

function Finder(p: AddressFinderProps) {
  return <input id={p.id} aria-label="Start typing your address" />;
}

function setup() {
  render(
    <MemoryRouter>
      <ReturnsPortal AddressFinder={Finder} finder />
    </MemoryRouter>,
  );
}

async function find(orderId = "30000005", email = "ann@example.com") {
  fireEvent.change(screen.getByLabelText(/Order number/), { target: { value: orderId } });
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Find order" }));
}

const ok = (data: unknown, status = 200): Answer => ({ status, body: { success: true, data } });
const fail = (status: number, error: Record<string, unknown>): Answer => ({
  status,
  body: { success: false, error },
});

describe("ReturnsPortal", () => {
  it("refuses an empty number and e-mail without asking the server", async () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Find order" }));
    expect(await screen.findByText("Please enter a valid order number.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid e-mail address.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("trims the pair and shows the server's message for a wrong one, focused", async () => {
    answers["/api/returns/search"] = [
      fail(404, {
        code: "ERR_ORDER_NOT_FOUND",
        message: "We couldn't find an order with that number and e-mail address.",
      }),
    ];
    setup();
    await find(" 30000005 ", " ann@example.com ");
    const alert = await screen.findByTestId("lookup-error");
    expect(alert.textContent).toContain("We couldn't find an order with that number and e-mail address.");
    expect(document.activeElement).toBe(alert);
    expect(sent[0]?.body).toEqual({ orderId: "30000005", email: "ann@example.com" });
    // The seed's rule: a failed search clears the e-mail; the order number stays.
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText(/Order number/) as HTMLInputElement).value).toBe(" 30000005 ");
  });

  it("checks the items, then puts the server's field errors on the fields", async () => {
    answers["/api/returns/search"] = [ok({ orderData: order, refundReasons: reasons })];
    answers["/api/returns"] = [
      fail(400, {
        code: "ERR_VALIDATION",
        message: "Please select return reason",
        fields: {
          "returnEntries[0].reasonForReturn": "Please select return reason",
          phone: "invalid-format",
        },
      }),
    ];
    setup();
    await find();
    const heading = await screen.findByRole("heading", { name: /Choose items to return/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The returned lamp says why it cannot go back; the throw can.
    expect(screen.getByText("Already returned")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Submit return" }));
    const summary = await screen.findByTestId("error-summary");
    expect(summary.textContent).toContain("Please select at least one return item from the order");
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(sent.filter((s) => s.url === "/api/returns")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Return one more Wool Throw" }));
    fireEvent.click(screen.getByRole("button", { name: "Submit return" }));
    await waitFor(() =>
      expect(screen.getByTestId("error-summary").textContent).toContain("Please select return reason"),
    );
    expect(sent.filter((s) => s.url === "/api/returns")).toEqual([]);

    // The reason chosen locally, the server still refuses (a stale form): its errors go on the fields.
    fireEvent.change(screen.getByLabelText("Reason for return"), { target: { value: "changed-mind" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit return" }));
    await waitFor(() => expect(sent.filter((s) => s.url === "/api/returns")).toHaveLength(1));
    const request = sent.find((s) => s.url === "/api/returns")!.body;
    expect(request.returnEntries).toEqual([
      { productCode: "B2", returnQty: 1, reasonForReturn: "changed-mind" },
    ]);
    expect(request.address).toMatchObject({ line1: "12 Church Street", location: "Richmond VIC 3121" });
    const phone = await screen.findByLabelText("Mobile number");
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("Please enter a valid mobile number.").length).toBeGreaterThan(0);
    const reason = screen.getByLabelText("Reason for return");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    const top = screen.getByTestId("error-summary");
    expect(within(top).getAllByText(/Please select return reason/).length).toBeGreaterThan(0);
  });

  it("shows the booked return's status and estimated refund", async () => {
    const after: Order = {
      ...order,
      returns: [
        ...(order.returns ?? []),
        {
          returnCode: "R30000005-2",
          status: "requested",
          estimatedRefund: money(38),
          created: "2026-11-25T00:00:00Z",
          entries: [
            {
              entryNumber: 1,
              productCode: "B2",
              name: "Wool Throw",
              returnQty: 1,
              reasonForReturn: "faulty",
            },
          ],
          refunds: [],
          labelUrl: "/returns/label/R30000005-2?token=tok",
        },
      ],
    };
    answers["/api/returns/search"] = [ok({ orderData: order, refundReasons: reasons })];
    answers["/api/returns"] = [ok({ orderData: after }, 201)];
    setup();
    await find();
    await screen.findByRole("heading", { name: /Choose items to return/ });
    fireEvent.click(screen.getByRole("button", { name: "Return one more Wool Throw" }));
    fireEvent.change(await screen.findByLabelText("Reason for return"), { target: { value: "faulty" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit return" }));
    const done = await screen.findByRole("heading", { name: "Your return is booked" });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByTestId("estimated-refund").textContent).toBe("$38.00");
    expect(screen.getByText("Return requested")).toBeTruthy();
    // The label is a click away, and the way back is said once: an Australia Post outlet.
    expect(screen.getByTestId("print-label").getAttribute("href")).toBe(
      "/returns/label/R30000005-2?token=tok",
    );
    expect(screen.getByText(/any Australia Post outlet/)).toBeTruthy();
  });

  it("starts the sender from the order: whole name, mobile, e-mail and street (issue 27 item 12)", async () => {
    // A guest's order answer shows the first name and suburb only; the search's sender has the rest.
    const guest: Order = {
      ...order,
      deliveryAddress: {
        firstName: "Ann",
        lastName: "",
        line1: "",
        town: "Richmond",
        state: "VIC",
        postalCode: "3121",
        country: "AU",
      },
    };
    const sender = {
      firstName: "Ann",
      lastName: "Lee",
      phone: "0412345678",
      email: "ann@example.com",
      line1: "12 Church Street",
      line2: "Unit 4",
      town: "Richmond",
      state: "VIC",
      postalCode: "3121",
    };
    answers["/api/returns/search"] = [ok({ orderData: guest, refundReasons: reasons, sender })];
    setup();
    await find();
    await screen.findByRole("heading", { name: /Choose items to return/ });
    const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value("First name")).toBe("Ann");
    expect(value("Last name")).toBe("Lee");
    expect(value(/^Mobile number/)).toBe("0412345678");
    expect(value("Street address")).toBe("12 Church Street");
    expect(value("Apartment, unit or building (optional)")).toBe("Unit 4");
    expect(screen.getAllByDisplayValue("ann@example.com").length).toBeGreaterThan(0);
  });

  it("opens with the order number and e-mail a link gives (/returns?orderId=&email=)", () => {
    render(
      <MemoryRouter>
        <ReturnsPortal
          AddressFinder={Finder}
          finder
          initial={{ orderId: "30000005", email: "ann@example.com" }}
        />
      </MemoryRouter>,
    );
    expect((screen.getByLabelText(/Order number/) as HTMLInputElement).value).toBe("30000005");
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe("ann@example.com");
  });

  it("shows a refused return's message at the top (422 ERR_RETURN_INVALID)", async () => {
    answers["/api/returns/search"] = [ok({ orderData: order, refundReasons: reasons })];
    answers["/api/returns"] = [fail(422, { code: "ERR_RETURN_INVALID", message: "Return order is invalid" })];
    setup();
    await find();
    await screen.findByRole("heading", { name: /Choose items to return/ });
    fireEvent.click(screen.getByRole("button", { name: "Return one more Wool Throw" }));
    fireEvent.change(await screen.findByLabelText("Reason for return"), { target: { value: "faulty" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit return" }));
    const summary = await screen.findByTestId("error-summary");
    await waitFor(() => expect(summary.textContent).toBe("Return order is invalid"));
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it("says why when nothing can be returned", async () => {
    const nothing: Order = { ...order, entries: order.entries.map((e) => ({ ...e, returnableQuantity: 0 })) };
    nothing.consignments = [{ ...order.consignments![0]!, status: "picked", returnableUntil: undefined }];
    nothing.returns = [];
    answers["/api/returns/search"] = [ok({ orderData: nothing, refundReasons: reasons })];
    setup();
    await find();
    expect(await screen.findByText(/Nothing in this order has been shipped yet/)).toBeTruthy();
  });
});
