/** The shop's wordmark: a wattle sprig and the name (configuration, not code, in a real deployment). */
export function Logo({ name = "Wattle" }: { name?: string }) {
  return (
    <>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M9 29c4-6 7-12 8-22" stroke="#1a7f37" strokeWidth="2" fill="none" strokeLinecap="round" />
        <g fill="#f2b705">
          <circle cx="17" cy="6" r="4" />
          <circle cx="24" cy="11" r="3.6" />
          <circle cx="10" cy="12" r="3.4" />
          <circle cx="21" cy="19" r="3.4" />
          <circle cx="12" cy="20" r="2.8" />
        </g>
      </svg>
      <span>{name}</span>
    </>
  );
}
