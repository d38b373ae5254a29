import { describe, expect, it } from "vitest";
import { replayEarlyClick } from "./hydration";

describe("replayEarlyClick", () => {
  it("clicks only the last button pressed before hydration", () => {
    const pressed: string[] = [];
    const [a, b] = ["first", "second"].map((name) => {
      const el = document.createElement("button");
      el.addEventListener("click", () => pressed.push(name));
      document.body.append(el);
      return el;
    });
    replayEarlyClick([a!, b!, b!]);
    expect(pressed).toEqual(["second"]);
  });

  it("gives the pressed button focus before its click, as the press did", () => {
    const el = document.createElement("button");
    let focusedAtClick = false;
    el.addEventListener("click", () => (focusedAtClick = document.activeElement === el));
    document.body.append(el);
    (document.activeElement as HTMLElement | null)?.blur();
    replayEarlyClick([el]);
    expect(focusedAtClick).toBe(true);
  });

  it("leaves a button that is no longer in the page", () => {
    let clicked = false;
    const el = document.createElement("button");
    el.addEventListener("click", () => (clicked = true));
    replayEarlyClick([el]);
    expect(clicked).toBe(false);
    replayEarlyClick([]);
  });
});
