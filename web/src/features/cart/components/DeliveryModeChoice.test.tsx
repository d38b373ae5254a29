// The basket's delivery methods while they load: the three stand in (names and where to), so the
// page does not move when their fees arrive; the postcode box follows the shopper's postcode, known
// only after the first render of a page from the server, until the shopper types in it.
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import type { Cart, DeliveryModeOption } from "../types";
import { DeliveryModeChoice } from "./DeliveryModeChoice";

const cart = { deliveryMode: null, pickupStore: null } as unknown as Cart;
const noop = () => undefined;

function choice(p: { modes?: DeliveryModeOption[]; loading?: boolean; postcode?: string }) {
  return (
    <DeliveryModeChoice
      cart={cart}
      modes={p.modes ?? []}
      loading={p.loading ?? false}
      failed={null}
      pendingMode={null}
      storeName=""
      postcode={p.postcode ?? ""}
      onChoose={noop}
      onChangeStore={noop}
      onPostcode={noop}
    />
  );
}

describe("DeliveryModeChoice", () => {
  it("while loading, the three methods stand in, not to be chosen, and nothing moves when they arrive", () => {
    const { rerender } = render(choice({ loading: true, postcode: "3000" }));
    const radios = screen.getAllByRole("radio");
    expect(radios.map((r) => r.closest("div")?.querySelector("label")?.textContent?.trim())).toEqual([
      "Click & collect",
      "Home delivery",
      "Express delivery",
    ]);
    expect(radios.every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getAllByText("Delivered to 3000", { exact: false })).toHaveLength(2);
    expect(screen.getByText("Finding delivery options…")).toBeTruthy();

    const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });
    const modes = (["CNC", "HD", "ED"] as const).map((id, i) => ({
      id,
      name: ["Click & collect", "Home delivery", "Express delivery"][i] ?? "",
      available: true,
      advantage: false,
      deliveryToStore: id === "CNC",
      fee: money(i * 5),
    }));
    rerender(choice({ modes, postcode: "3000" }));
    const after = screen.getAllByRole("radio");
    expect(after).toHaveLength(3);
    expect(after.every((r) => !(r as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByText("Finding delivery options…")).toBeNull();
    expect(screen.getByText("$5.00")).toBeTruthy();
  });

  it("the postcode box follows the shopper's postcode until they type in it; an error goes with the text", () => {
    const { rerender } = render(choice({ postcode: "" }));
    const box = screen.getByLabelText("Delivery postcode") as HTMLInputElement;
    expect(box.value).toBe("");
    rerender(choice({ postcode: "3000" }));
    expect(box.value).toBe("3000");
    fireEvent.change(box, { target: { value: "20" } });
    rerender(choice({ postcode: "2000" }));
    expect(box.value).toBe("20");
    // A refused postcode's error goes as soon as the shopper types again.
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(box.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(box, { target: { value: "200" } });
    expect(box.getAttribute("aria-invalid")).not.toBe("true");
  });
});
