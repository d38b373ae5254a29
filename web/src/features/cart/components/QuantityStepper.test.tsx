// The basket's quantity field: a typed 0 removes the line (the seed's "removing sets quantity 0",
// with the basket's undo) rather than coming back as 1; elsewhere it is held to 1…max.
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { QuantityStepper } from "./QuantityStepper";

function typed(text: string, onZero?: () => void) {
  const onChange = vi.fn();
  render(
    <QuantityStepper
      id="q"
      label="Quantity of Lamp"
      value={2}
      max={20}
      onChange={onChange}
      onZero={onZero}
    />,
  );
  const input = screen.getByRole("textbox", { name: "Quantity" });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter" });
  return onChange;
}

describe("QuantityStepper", () => {
  it("removes the line for a typed 0 in the basket", () => {
    const onZero = vi.fn();
    const onChange = typed("0", onZero);
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });
  it("holds 0 to 1 where nothing can be removed", () => {
    expect(typed("0")).toHaveBeenCalledWith(1);
  });
  it("holds a number above the limit to it", () => {
    expect(typed("99")).toHaveBeenCalledWith(20);
  });
  it("busy, + keeps the focus and does nothing (aria-disabled, not disabled)", () => {
    const onChange = vi.fn();
    render(
      <QuantityStepper id="q" label="Quantity of Lamp" value={2} max={20} onChange={onChange} disabled />,
    );
    const plus = screen.getByRole("button", { name: "Increase quantity" });
    plus.focus();
    fireEvent.click(plus);
    expect(onChange).not.toHaveBeenCalled();
    expect(plus).toHaveProperty("disabled", false);
    expect(plus.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(plus);
  });
});
