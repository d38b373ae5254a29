import { describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { Suspense, lazy } from "react";
import { Kept, keepingParts } from "./keptParts";

// As the server's renderer runs it.
vi.mock("./hydration", () => ({ onServer: true }));

function page(from: object, by: string, text: string) {
  return keepingParts(() =>
    renderToString(
      <div>
        <Kept as="header" className="top" from={from} by={by}>
          <p>{text}</p>
          <p>
            {text} and {by}
          </p>
        </Kept>
        <main>{text}</main>
      </div>,
    ),
  );
}

describe("Kept on the server", () => {
  it("writes a part from the markup of the first page with its key, the same as rendering it", () => {
    const menu = {};
    const first = page(menu, "a", "one");
    expect(first).toBe(
      '<div><header class="top"><p>one</p><p>one<!-- --> and <!-- -->a</p></header><main>one</main></div>',
    );
    // The same key: the header is the first page's, the rest of the page its own.
    expect(page(menu, "a", "two")).toBe(
      '<div><header class="top"><p>one</p><p>one<!-- --> and <!-- -->a</p></header><main>two</main></div>',
    );
    // Another key, or what it is rendered from changed: rendered afresh.
    expect(page(menu, "b", "two")).toContain("<p>two<!-- --> and <!-- -->b</p>");
    expect(page({}, "a", "three")).toContain('<header class="top"><p>three</p>');
  });

  it("keeps no more than 32 keys per menu, the oldest going first", () => {
    const menu = {};
    for (let i = 0; i < 33; i++) page(menu, `k${i}`, `v${i}`);
    expect(page(menu, "k0", "again")).toContain("<p>again</p>");
    expect(page(menu, "k32", "again")).toContain("<p>v32</p>");
  });

  it("does not keep a part that left something to the browser, or a render that failed", () => {
    const menu = {};
    const Never = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    keepingParts(() =>
      renderToString(
        <Kept as="footer" className="f" from={menu}>
          <Suspense fallback={<span>later</span>}>
            <Never />
          </Suspense>
        </Kept>,
      ),
    );
    expect(
      keepingParts(() =>
        renderToString(
          <Kept as="footer" className="f" from={menu}>
            <span>now</span>
          </Kept>,
        ),
      ),
    ).toBe('<footer class="f"><span>now</span></footer>');

    const other = {};
    const Throws = () => {
      throw new Error("no");
    };
    expect(() =>
      keepingParts(() =>
        renderToString(
          <div>
            <Kept as="header" className="top" from={other} by="x">
              <p>broken page</p>
            </Kept>
            <Throws />
          </div>,
        ),
      ),
    ).toThrow("no");
    // The failed render's header is not kept from the next page's markup under its key.
    expect(page(other, "", "fine")).toContain("<p>fine</p>");
    expect(page(other, "x", "later")).toContain("<p>later</p>");
  });
});
