// refocusWhenLost: the focus goes to the successor only once it has been lost, and only if the
// shopper has not put it somewhere else meanwhile.
import { afterEach, describe, expect, it } from "vitest";
import { focusLost, refocusWhenLost } from "./focus";

const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await frame();
};

function button(text: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.textContent = text;
  document.body.append(b);
  return b;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("refocusWhenLost", () => {
  it("waits while the control keeps the focus, then puts it on the successor when the control goes", async () => {
    const remove = button("Remove");
    remove.focus();
    let undo: HTMLButtonElement | null = null;
    refocusWhenLost(() => undo);
    await frames(2);
    expect(document.activeElement).toBe(remove);
    remove.remove();
    expect(focusLost()).toBe(true);
    await frames(2);
    expect(focusLost()).toBe(true); // no successor yet
    undo = button("Undo");
    await frames(2);
    expect(document.activeElement).toBe(undo);
  });

  it("called once the focus is already lost (the control went first), puts it on the successor", async () => {
    const undo = button("Undo");
    undo.focus();
    undo.remove();
    expect(focusLost()).toBe(true);
    const heading = document.createElement("h1");
    heading.textContent = "Your basket";
    document.body.append(heading);
    refocusWhenLost(() => heading);
    await frames(2);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });

  it("leaves the focus where the shopper put it", async () => {
    const remove = button("Remove");
    const other = button("Other");
    const undo = button("Undo");
    remove.focus();
    refocusWhenLost(() => undo);
    other.focus();
    remove.remove();
    await frames(3);
    expect(document.activeElement).toBe(other);
  });

  it("makes a successor that is not a control focusable (tabindex -1)", async () => {
    const check = button("Check");
    check.focus();
    const result = document.createElement("p");
    result.textContent = "Delivered on Friday";
    refocusWhenLost(() => (check.isConnected ? null : result));
    check.remove();
    document.body.append(result);
    await frames(2);
    expect(document.activeElement).toBe(result);
    expect(result.getAttribute("tabindex")).toBe("-1");
  });

  it("can be cancelled (the change failed and the control stays)", async () => {
    const remove = button("Remove");
    remove.focus();
    const undo = button("Undo");
    const r = refocusWhenLost(() => undo);
    r.cancel();
    remove.remove();
    await frames(2);
    expect(focusLost()).toBe(true);
  });
});
