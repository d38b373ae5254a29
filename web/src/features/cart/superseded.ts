// Superseded answers are dropped (docs/web.md, "Superseded answers"): of the requests of one kind, only the latest one's
// answer is applied; an older answer that arrives later is reported as "disregarded" and ignored, so the
// shopper never sees it.
import { track } from "../../lib/analytics";

/** The error a superseded request's promise rejects with; callers ignore it (see disregarded()). */
export class Disregarded extends Error {
  readonly code = "disregarded";
  constructor(readonly kind: string) {
    super(`A newer ${kind} request superseded this one`);
    this.name = "Disregarded";
  }
}

/** Whether an error is a superseded request's (to be ignored, never shown). */
export function disregarded(err: unknown): boolean {
  return err instanceof Disregarded;
}

export interface SupersededGuard {
  /** Starts a request of a kind; the ticket it answers is needed to check the answer. */
  begin(kind: string): number;
  /** Whether the request with this ticket is still the latest of its kind. */
  isLatest(kind: string, ticket: number): boolean;
  /** Runs a request; its answer (or error) passes only when no newer request of the kind began. */
  run<T>(kind: string, request: () => Promise<T>): Promise<T>;
}

export function createSupersededGuard(): SupersededGuard {
  let seq = 0;
  const latest = new Map<string, number>();
  const begin = (kind: string) => {
    seq += 1;
    latest.set(kind, seq);
    return seq;
  };
  const isLatest = (kind: string, ticket: number) => latest.get(kind) === ticket;
  return {
    begin,
    isLatest,
    async run<T>(kind: string, request: () => Promise<T>): Promise<T> {
      const ticket = begin(kind);
      let answer: T;
      try {
        answer = await request();
      } catch (err) {
        if (!isLatest(kind, ticket)) throw drop(kind);
        throw err;
      }
      if (!isLatest(kind, ticket)) throw drop(kind);
      return answer;
    },
  };
}

function drop(kind: string): Disregarded {
  track("disregarded", { kind });
  return new Disregarded(kind);
}

/**
 * Applies snapshots in the order their requests were sent: a snapshot from a request older than the one
 * already applied is stale (two different changes in flight both answer the whole cart) and is skipped.
 */
export function createOrderedApplier() {
  let issued = 0;
  let applied = 0;
  return {
    ticket(): number {
      issued += 1;
      return issued;
    },
    /** True (and remembered) when this ticket is newer than every applied one. */
    accept(ticket: number): boolean {
      if (ticket <= applied) return false;
      applied = ticket;
      return true;
    },
  };
}

const guard = createSupersededGuard();

/** The app's guard: run a request so that only the latest of its kind is answered. */
export function latestOnly<T>(kind: string, request: () => Promise<T>): Promise<T> {
  return guard.run(kind, request);
}
