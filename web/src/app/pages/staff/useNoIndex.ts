import { useEffect } from "react";

/**
 * Keeps the page out of search engines while it is shown: <meta name="robots" content="noindex">
 * in the head (the server's shell may have put one there already), put back as it was on leaving.
 */
export function useNoIndex() {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const before = meta?.content;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "robots";
      document.head.appendChild(meta);
    }
    meta.content = "noindex";
    const el = meta;
    return () => {
      if (before === undefined) el.remove();
      else el.content = before;
    };
  }, []);
}
