import { afterEach, describe, expect, it } from "vitest";
import { followedPath } from "./links";

const origin = window.location.origin;

function clickOn(el: Element, init: MouseEventInit = {}): MouseEvent {
  const e = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  el.dispatchEvent(e);
  return e;
}

function link(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.body.querySelector("a")!;
}

describe("followedPath", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  const seen = (el: Element, init?: MouseEventInit) => {
    let path: string | null = "unset";
    document.addEventListener(
      "click",
      (e) => {
        path = followedPath(e, origin);
        e.preventDefault(); // jsdom cannot follow a link
      },
      { once: true },
    );
    clickOn(el, init);
    return path;
  };

  it("takes a plain click on a plain link, with its query and fragment", () => {
    const a = link('<a data-link="" href="/search?searchTerm=lamp#results"><span>Lamps</span></a>');
    expect(seen(a)).toBe("/search?searchTerm=lamp#results");
    expect(seen(a.querySelector("span")!)).toBe("/search?searchTerm=lamp#results");
  });

  it("leaves a click with a modifier key or another button to the browser", () => {
    const a = link('<a data-link="" href="/c/home-lighting">Lighting</a>');
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(seen(a, init)).toBeNull();
    }
  });

  it("leaves a click a component has handled, a new tab, a download and another site alone", () => {
    const a = link('<a data-link="" href="/c/home-lighting">Lighting</a>');
    a.addEventListener("click", (e) => e.preventDefault(), { once: true });
    expect(seen(a)).toBeNull();
    expect(seen(link('<a data-link="" target="_blank" href="/c/x">x</a>'))).toBeNull();
    expect(seen(link('<a data-link="" download href="/receipt.pdf">x</a>'))).toBeNull();
    expect(seen(link('<a data-link="" href="https://example.com/c/x">x</a>'))).toBeNull();
  });

  it("leaves links that are not the shop's plain links alone", () => {
    expect(seen(link('<a href="/c/home-lighting">Lighting</a>'))).toBeNull();
  });
});
