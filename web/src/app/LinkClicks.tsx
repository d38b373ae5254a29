import { useEffect } from "react";
import { useNavigate } from "react-router";
import { followedPath } from "../lib/links";

/**
 * Sends plain clicks on the shop's plain links (components/ui/PlainLink.tsx) through the router, as
 * React Router's Link would: one listener for the whole page, on the document, so it runs after
 * React's own handlers (which may take a click over first). Renders nothing.
 */
export function LinkClicks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const path = followedPath(e, window.location.origin);
      if (path === null) return;
      e.preventDefault();
      void navigate(path);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
