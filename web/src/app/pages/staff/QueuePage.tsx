// /staff: the fulfilment queue, oldest first, filtered by status and location (online or a store),
// paged; each row's actions as its status, mode and the role allow. The store's name comes from the
// store finder's API (composed here: a feature never imports another).
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Notice, SelectField, TextField } from "../../../components/ui/Field";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { buttonClass } from "../../../components/ui/Button";
import { storeQuery } from "../../../features/location/api/getStoreDetails";
import { useQueue } from "../../../features/staff/api/listFulfilmentOrders";
import { isForbidden, staffKeys } from "../../../features/staff/cache";
import { Pager } from "../../../features/staff/components/Pager";
import { QueueTable } from "../../../features/staff/components/QueueTable";
import {
  can,
  isStoreNumber,
  parseQueueFilter,
  QUEUE_STATUSES,
  queueSearch,
  type QueueFilter,
  type QueueStatus,
} from "../../../features/staff/rules";
import { useRecheckOnForbidden } from "../../../features/staff/hooks/useRecheckOnForbidden";
import type { StaffSession } from "../../../features/staff/types";
import { usePageTitle } from "../../usePageTitle";
import p from "./staffPages.module.css";

type LocationKind = "" | "online" | "store";

function Filters({ filter, onApply }: { filter: QueueFilter; onApply: (f: QueueFilter) => void }) {
  const applied: LocationKind =
    filter.location === "" ? "" : filter.location === "online" ? "online" : "store";
  // The location chosen but not applied yet ("A store…" waits for its number); else the address's.
  const [chosen, setChosen] = useState<LocationKind | null>(null);
  const kind = chosen ?? applied;
  const [typed, setTyped] = useState<string | null>(null);
  const store = typed ?? (applied === "store" ? filter.location : "");
  const [error, setError] = useState("");
  const storeName = useQuery(storeQuery(kind === "store" ? store.trim() : ""));

  const apply = (next: Partial<QueueFilter>) => {
    setChosen(null);
    setTyped(null);
    onApply({ ...filter, ...next, page: 1 });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === "store") {
      const n = store.trim();
      if (!isStoreNumber(n)) {
        setError("Enter a store number with 4 digits.");
        document.getElementById("queue-store")?.focus();
        return;
      }
      setError("");
      apply({ location: n });
    } else {
      apply({ location: kind });
    }
  };

  return (
    <form className={p.filters} onSubmit={submit} aria-label="Filter the queue" noValidate>
      <SelectField
        id="queue-status"
        label="Status"
        value={filter.status}
        onChange={(e) => apply({ status: e.target.value as QueueStatus })}
      >
        {QUEUE_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="queue-location"
        label="Location"
        value={kind}
        onChange={(e) => {
          const k = e.target.value as LocationKind;
          setError("");
          // A store waits for its number; the others apply at once.
          if (k === "store") setChosen(k);
          else apply({ location: k });
        }}
      >
        <option value="">Every location</option>
        <option value="online">Online (distribution centre)</option>
        <option value="store">A store…</option>
      </SelectField>
      {kind === "store" ? (
        <TextField
          id="queue-store"
          label="Store number (4 digits)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={store}
          onChange={(e) => setTyped(e.target.value)}
          error={error}
          className={p.storeField}
        />
      ) : null}
      <button type="submit" className={`${buttonClass("secondary")} ${p.apply}`}>
        Show
      </button>
      <p className={p.storeName} role="status">
        {kind !== "store"
          ? ""
          : storeName.data
            ? `Store ${storeName.data.store.storeNumber}: ${storeName.data.store.displayName || storeName.data.store.name}`
            : storeName.isError
              ? `There is no store ${store.trim()}.`
              : ""}
      </p>
    </form>
  );
}

function FindOrder() {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  return (
    <form
      className={p.findOrder}
      noValidate
      aria-label="Find an order"
      onSubmit={(e) => {
        e.preventDefault();
        const v = code.trim();
        if (!/^\d+$/.test(v)) {
          setError("Enter an order number (digits only).");
          return;
        }
        setError("");
        void navigate(`/staff/orders/${v}`);
      }}
    >
      <TextField
        id="find-order"
        label="Open an order"
        inputMode="numeric"
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        className={p.findField}
      />
      <button type="submit" className={`${buttonClass("secondary")} ${p.apply}`}>
        Open
      </button>
    </form>
  );
}

export default function QueuePage({ session }: { session: StaffSession }) {
  usePageTitle("Fulfilment queue · Staff");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const filter = parseQueueFilter(params);
  const q = useQueue(filter);
  useRecheckOnForbidden(q.error);
  const orderHref = can(session, "getStaffOrder") ? (code: string) => `/staff/orders/${code}` : undefined;
  const go = (f: QueueFilter) => void navigate(`/staff${queueSearch(f)}`);

  return (
    <>
      <div className={p.pageHead}>
        <h1>Fulfilment queue</h1>
        {orderHref ? <FindOrder /> : null}
      </div>
      <Filters filter={filter} onApply={go} />
      <p className={p.hint}>
        Oldest first.
        <span className={p.keys}>
          {" "}
          With a row focused: <kbd>↑</kbd> <kbd>↓</kbd> move between rows, <kbd>P</kbd> picks, <kbd>S</kbd>{" "}
          ships, <kbd>C</kbd> marks collected.
        </span>
        <span className={p.updating} aria-live="polite">
          {q.isFetching && !q.isPending ? " Updating…" : ""}
        </span>
      </p>
      {q.isPending ? (
        <Skeleton height={320} />
      ) : q.isError ? (
        isForbidden(q.error) ? (
          <Notice tone="error">
            Your role can&apos;t see the queue, or your staff session has ended.{" "}
            <button
              type="button"
              className="link-button"
              onClick={() => void client.invalidateQueries({ queryKey: staffKeys.session })}
            >
              Check again
            </button>
          </Notice>
        ) : (
          <FailedToLoad what="the queue" onRetry={() => void q.refetch()} />
        )
      ) : q.data.consignments.length === 0 ? (
        <div className={p.empty}>
          <h2>Nothing here</h2>
          <p>No consignments match these filters.</p>
          {filter.status !== "all" || filter.location ? (
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => go({ status: "all", location: "", page: 1 })}
            >
              Show every consignment
            </button>
          ) : null}
        </div>
      ) : (
        <>
          <QueueTable rows={q.data.consignments} session={session} orderHref={orderHref} />
          <Pager
            page={q.data.page}
            totalPages={q.data.totalPages}
            total={q.data.total}
            noun={q.data.total === 1 ? "consignment" : "consignments"}
            hrefFor={(page) => `/staff${queueSearch({ ...filter, page })}`}
          />
        </>
      )}
    </>
  );
}
