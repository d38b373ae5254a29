/** Whether the shopper asked for less motion (then scrolling jumps rather than glides). */
export const reducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;
