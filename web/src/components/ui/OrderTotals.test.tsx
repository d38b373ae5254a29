import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { OrderTotals } from "./OrderTotals";

const money = (value: number) => ({ value, formattedValue: `$${value.toFixed(2)}` });

describe("OrderTotals", () => {
  it("shows the rows in order, each fee and the discount only when there is one", () => {
    const { container } = render(
      <OrderTotals
        classes={{ total: "total", saving: "saving" }}
        subtotal={{ value: "$100.00" }}
        delivery={{ label: "Home delivery", value: "Free" }}
        bulkyFee={money(0)}
        giftCardDeliveryFee={money(5)}
        discount={money(10)}
        total={{ value: "$95.00", testId: "the-total" }}
        afterTotal={[{ label: "Left to pay", value: "$45.00", strong: true }, null]}
        gst={{ value: "$8.64" }}
        afterGst={[false, { label: "Refunded", value: "$1.00" }]}
      />,
    );
    const labels = [...container.querySelectorAll("dt")].map((d) => d.textContent);
    expect(labels).toEqual([
      "Subtotal",
      "Home delivery",
      "Gift card delivery",
      "Discounts",
      "Total",
      "Left to pay",
      "Includes GST",
      "Refunded",
    ]);
    expect(screen.getByText("−$10.00").className).toBe("saving");
    expect(screen.getByTestId("the-total").textContent).toBe("$95.00");
    expect(screen.getByText("Left to pay").parentElement?.className).toBe("total");
  });

  it("leaves out delivery and a discount of nothing, and names the GST as asked", () => {
    const { container } = render(
      <OrderTotals
        subtotal={{ value: "$1.00" }}
        discount={money(0)}
        total={{ value: "$1.00" }}
        gst={{ label: "GST included", value: "$0.09" }}
      />,
    );
    expect([...container.querySelectorAll("dt")].map((d) => d.textContent)).toEqual([
      "Subtotal",
      "Total",
      "GST included",
    ]);
  });
});
