import { useCallback, useEffect, useRef, useState } from "react";
import { problemFor, type Problem, type Section } from "../messages";

/** The problem shown in each section of the page (at most one each). */
export type SectionProblems = Partial<Record<Section, Problem>>;

/**
 * The errors shown per section. An unknown code waits its delay (1000 ms, docs/checkout.md "The
 * page") before it shows; a newer error or a clear cancels a waiting one.
 */
export function useSectionProblems(initial?: Problem) {
  const [problems, setProblems] = useState<SectionProblems>(() =>
    initial ? { [initial.section]: initial } : {},
  );
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const t = timers.current;
    return () => t.forEach(clearTimeout);
  }, []);
  const cancelWaiting = () => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
  };
  const show = useCallback((p: Problem) => {
    cancelWaiting();
    const put = () => setProblems((x) => ({ ...x, [p.section]: p }));
    if (p.delayMs > 0) {
      const t = setTimeout(() => {
        timers.current.delete(t);
        put();
      }, p.delayMs);
      timers.current.add(t);
    } else {
      put();
    }
  }, []);
  const fail = useCallback((err: unknown) => show(problemFor(err)), [show]);
  const clear = useCallback((section?: Section) => {
    cancelWaiting();
    setProblems((x) => {
      if (!section) return Object.keys(x).length ? {} : x;
      if (!x[section]) return x;
      const next = { ...x };
      delete next[section];
      return next;
    });
  }, []);
  return { problems, show, fail, clear };
}
