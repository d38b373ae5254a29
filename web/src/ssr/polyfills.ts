// What the browser has and the server's JavaScript engine (QuickJS, internal/ssr) lacks, for the
// renderer's bundle only: URL and URLSearchParams (core-js), TextEncoder, and timers. A render is
// synchronous, so timers are accepted and never fire (nothing the first paint shows waits for one);
// MessageChannel exists because React's scheduler asks for it when its module loads.
import "core-js/web/url";
import "core-js/web/url-search-params";

const g = globalThis as unknown as Record<string, unknown>;

class Utf8Encoder {
  readonly encoding = "utf-8";
  encode(s = ""): Uint8Array {
    const out: number[] = [];
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d < 0xe000) {
          c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
          i++;
        }
      }
      if (c < 0x80) out.push(c);
      else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return new Uint8Array(out);
  }
}

if (typeof g.TextEncoder === "undefined") g.TextEncoder = Utf8Encoder;
if (typeof g.setTimeout === "undefined") {
  let next = 1;
  g.setTimeout = () => next++;
  g.clearTimeout = () => undefined;
  g.setInterval = () => next++;
  g.clearInterval = () => undefined;
}
if (typeof g.queueMicrotask === "undefined") {
  g.queueMicrotask = (f: () => void) => void Promise.resolve().then(f);
}
if (typeof g.MessageChannel === "undefined") {
  g.MessageChannel = class {
    port1 = { onmessage: null, postMessage: () => undefined, close: () => undefined };
    port2 = { onmessage: null, postMessage: () => undefined, close: () => undefined };
  };
}
