// One polite live region for the back office: what an action did ("Shipment 1 of 1 of order
// 30000010 picked.") is announced there, whatever part of the page did it.
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** The announcer for the staff pages under it, and its live region. */
export function AnnounceProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: "", n: 0 });
  const announce = useCallback((text: string) => setMessage((m) => ({ text, n: m.n + 1 })), []);
  return (
    <AnnounceContext value={announce}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="staff-announcer">
        {/* A new key per message: the same text twice is announced twice. */}
        <span key={message.n}>{message.text}</span>
      </div>
    </AnnounceContext>
  );
}

/** Announces a message politely. */
export const useAnnounce = () => useContext(AnnounceContext);
