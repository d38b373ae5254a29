import { useEffect } from "react";

/** Sets document.title as "Page | Wattle", or the shop's own title for "". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | Wattle` : "Wattle | Australian department store";
  }, [title]);
}
