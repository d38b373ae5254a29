import { useEffect, useMemo, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useQueries } from "@tanstack/react-query";
import * as Dialog from "@radix-ui/react-dialog";
import { ApiError } from "../../lib/api";
import NotFoundPage from "./NotFoundPage";
import { listingQuery } from "../../features/search/api/listing";
import { MembershipContentBox } from "../../features/membership/components/MembershipContentBox";
import { Facets, optionLabel } from "../../features/search/components/Facets";
import type { Facet } from "../../features/search/types";
import {
  clearFacets,
  firstPageShown,
  listingApiUrl,
  pageOf,
  selectedFilters,
  setSort,
  toggleFacet,
  withoutQueryAlias,
  type ListingState,
} from "../../features/search/urlState";
import { ProductCard, narrowCardsOnPhones } from "../../features/catalog/components/ProductCard";
import { Button, buttonClass } from "../../components/ui/Button";
import { Breadcrumb, BreadcrumbSkeleton } from "../../components/ui/Breadcrumb";
import { Icon } from "../../components/ui/Icon";
import { Skeleton } from "../../components/ui/Skeleton";
import { FailedToLoad } from "../../components/ui/FailedToLoad";
import { useShop } from "../shop";
import { usePageTitle } from "../usePageTitle";
import { CardGridSkeleton, ListingToolsSkeleton } from "./skeletons";
import d from "../../components/ui/dialog.module.css";
import s from "../../features/search/listing.module.css";
import { formatCount } from "../../lib/numbers";
import { refocusWhenLost } from "../../lib/focus";

const popular = ["table lamp", "bath towels", "quilt cover set", "air fryer", "kids pyjamas", "headphones"];

type Mode = "search" | "collection" | "facet";

function apiBase(mode: Mode, params: Record<string, string | undefined>): string {
  if (mode === "search") return "/api/search";
  if (mode === "collection")
    return `/api/browse?collection_id=${encodeURIComponent(params.collectionId ?? "")}`;
  return `/api/browse/facet?${new URLSearchParams({ facetName: params.facetName ?? "", facetValue: params.facetValue ?? "" })}`;
}

/** Search results, collection and facet browse: one page with facets, sort, Load previous and Load more. */
export default function ListingPage({ mode }: { mode: Mode }) {
  const [search] = useSearchParams();
  const location = useLocation();
  // ?q= is an alias of ?searchTerm=: the address is rewritten before anything is fetched.
  const canonical = mode === "search" ? withoutQueryAlias(search) : null;
  if (canonical) return <Navigate replace to={{ pathname: location.pathname, search: `?${canonical}` }} />;
  return <Listing mode={mode} />;
}

function Listing({ mode }: { mode: Mode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { openQuickView } = useShop();
  const [drawer, setDrawer] = useState(false);
  // One array per address, so the memoised cards see the same props on a re-render.
  const colourKey = search.getAll("colour").join("\u0000");
  const preferColours = useMemo(() => (colourKey ? colourKey.split("\u0000") : []), [colourKey]);
  const term = search.get("searchTerm") ?? "";
  const base = apiBase(mode, params);
  // The page in the address is fetched on its own; the pages before it only when the shopper asked
  // for them (Load previous) in this history entry. Each page is one request, cached by its URL.
  const current = pageOf(search);
  const start = firstPageShown(location.state, current);
  const pages = Array.from({ length: current - start + 1 }, (_, i) => start + i);
  const results = useQueries({
    queries: pages.map((p) => listingQuery(listingApiUrl(base, location.search, p, current))),
  });
  const first = results.find((r) => r.data)?.data;
  // While a filter's answer loads, the filters stay as they were (not an empty column): the option
  // just toggled stays on the page with the focus on it.
  const [kept, setKept] = useState<{ path: string; facets: Facet[] }>({ path: "", facets: [] });
  if (first && first.facets !== kept.facets) setKept({ path: location.pathname, facets: first.facets });
  const redirect = first?.redirectUrl;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  const title =
    mode === "search"
      ? term
        ? `Results for \u201c${term}\u201d`
        : "All products"
      : (first?.collection?.display_name ?? "");
  usePageTitle(title);

  // Filters and sort keep the scroll position: the facet column is where the shopper is working.
  const go = (next: URLSearchParams) =>
    navigate(
      { pathname: location.pathname, search: next.toString() ? `?${next}` : "" },
      { preventScrollReset: true },
    );
  const keep = (listingStart: number, next: URLSearchParams = search) =>
    navigate(
      { pathname: location.pathname, search: `?${next}` },
      { replace: true, preventScrollReset: true, state: { listingStart } satisfies ListingState },
    );
  const onToggle = (name: string, value: string) => go(toggleFacet(search, name, value));
  const facetHref = (name: string, value: string) =>
    `${location.pathname}?${toggleFacet(search, name, value)}`;
  const failed = results.find((r) => r.isError);
  if (failed?.error instanceof ApiError && failed.error.status === 404) return <NotFoundPage />;
  if (failed) {
    return (
      <div className={`container ${s.page}`}>
        <FailedToLoad what="these products" onRetry={() => void failed.refetch()} />
      </div>
    );
  }
  const products = results.flatMap((r) => r.data?.products ?? []);
  const total = first?.sorting.total_num_results ?? 0;
  const pageSize = first?.sorting.page_size ?? 0;
  const loadingPrevious = results[0]?.isPending === true && products.length > 0;
  const loadingMore = results[results.length - 1]?.isPending === true && products.length > 0;
  const loading = !first;
  const chips = selectedFilters(search);
  const sortValue = first?.sorting.sort_options.find((o) => o.status === "selected");
  const facets = first?.facets ?? (kept.path === location.pathname ? kept.facets : []);
  const fromIndex = (start - 1) * pageSize + 1;
  const shownTo = Math.min(total, fromIndex + products.length - 1);
  const pastTheEnd = first !== undefined && total > 0 && products.length === 0;
  return (
    <Dialog.Root open={drawer} onOpenChange={setDrawer}>
      <div className={`container ${s.page}`}>
        {first?.collection && first.collection.parents.length > 0 ? (
          <Breadcrumb
            items={[
              ...first.collection.parents.map((p) => ({ label: p.display_name, url: `/c/${p.group_id}` })),
              { label: first.collection.display_name },
            ]}
          />
        ) : loading && mode !== "search" ? (
          <BreadcrumbSkeleton />
        ) : null}
        <div className={s.head}>
          <div className={s.titleBlock}>
            {loading ? <Skeleton className={s.titleSkeleton} /> : <h1>{title || "Products"}</h1>}
            <p className={s.count} aria-live="polite">
              {first ? `${formatCount(total)} ${total === 1 ? "product" : "products"}` : "\u00a0"}
            </p>
          </div>
          {loading || total > 0 ? (
            <div className={s.tools}>
              {first ? (
                <>
                  {/* The drawer's own trigger, so closing the drawer puts focus back on it. */}
                  <Dialog.Trigger asChild>
                    <Button variant="secondary" className={s.filterButton}>
                      <Icon name="filter" size={18} /> Filter{chips.length > 0 ? ` (${chips.length})` : ""}
                    </Button>
                  </Dialog.Trigger>
                  {/* A GET form too: without JavaScript the Sort button sends it, and the server
                    turns sort=by|order into the listing's sortBy and sortOrder (shell.go). */}
                  <form method="get" action={location.pathname} className={s.sortForm}>
                    {[...withoutPage(search)]
                      .filter(([k]) => k !== "sortBy" && k !== "sortOrder")
                      .map(([k, v], i) => (
                        <input key={`${k}=${v}=${i}`} type="hidden" name={k} value={v} />
                      ))}
                    <label htmlFor="sort" className="visually-hidden">
                      Sort by
                    </label>
                    <select
                      id="sort"
                      name="sort"
                      className={s.select}
                      value={
                        sortValue ? `${sortValue.sort_by}|${sortValue.sort_order}` : "relevance|descending"
                      }
                      onChange={(e) => {
                        const [by = "relevance", order = "descending"] = e.target.value.split("|");
                        go(setSort(search, by, order));
                      }}
                    >
                      {first.sorting.sort_options.map((o) => (
                        <option key={`${o.sort_by}|${o.sort_order}`} value={`${o.sort_by}|${o.sort_order}`}>
                          Sort: {o.display_name}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={`${buttonClass("secondary")} ${s.sortGo}`}>
                      Sort
                    </button>
                  </form>
                </>
              ) : (
                <ListingToolsSkeleton />
              )}
            </div>
          ) : null}
        </div>
        {chips.length > 0 ? (
          <ul className={s.chips} aria-label="Applied filters" data-chips="">
            {/* Links, like the filters themselves: each works without JavaScript. */}
            {chips.map(([name, value]) => (
              <li key={`${name}=${value}`}>
                <Link
                  className={s.chip}
                  to={facetHref(name, value)}
                  onClick={chipGone}
                  preventScrollReset
                  rel="nofollow"
                  aria-label={`Remove filter ${optionLabel(facets, name, value)}`}
                >
                  {optionLabel(facets, name, value)} <Icon name="x" size={14} />
                </Link>
              </li>
            ))}
            <li>
              <Link
                className={s.clear}
                to={{ pathname: location.pathname, search: `?${clearFacets(search)}` }}
                onClick={chipGone}
                preventScrollReset
                rel="nofollow"
              >
                Clear all
              </Link>
            </li>
          </ul>
        ) : null}
        <div className={s.layout}>
          <aside className={s.aside} aria-label="Filters">
            {facets.length > 0 ? <Facets facets={facets} onToggle={onToggle} hrefFor={facetHref} /> : null}
          </aside>
          <div>
            {loading ? <CardGridSkeleton /> : null}
            {first && total === 0 && !redirect ? (
              <div className={s.empty}>
                <h2>No results{term ? ` for \u201c${term}\u201d` : ""}</h2>
                <p>Check the spelling, try fewer words, or try one of these popular searches.</p>
                <p>
                  {popular.map((t) => (
                    <Link
                      key={t}
                      to={`/search?${new URLSearchParams({ searchTerm: t })}`}
                      style={{ marginRight: 12 }}
                    >
                      {t}
                    </Link>
                  ))}
                </p>
              </div>
            ) : null}
            {first && total > 0 ? (
              // The skip link's target: the shown results, Load previous first when there is one.
              <section id="results" tabIndex={-1} className={s.results} aria-label="Results">
                {start > 1 ? (
                  <div className={s.previous}>
                    {/* Paging is a link (the page before or after), so it works without JavaScript;
                      with it, the results are added to those shown. data-hold: a press before the
                      app has the page is held for it (shell.go earlyClicks). */}
                    <Link
                      className={buttonClass("secondary")}
                      to={{ pathname: location.pathname, search: `?${withPage(search, start - 1)}` }}
                      aria-disabled={loadingPrevious || undefined}
                      data-hold=""
                      onClick={(e) => {
                        e.preventDefault();
                        if (!loadingPrevious) keep(start - 1);
                      }}
                    >
                      {loadingPrevious ? "Loading\u2026" : "Load previous"}
                    </Link>
                  </div>
                ) : null}
                {pastTheEnd ? (
                  <div className={s.empty}>
                    <h2>No more products</h2>
                    <p>
                      Page {formatCount(current)} is past the last of these {formatCount(total)} products.
                    </p>
                    <p>
                      <Link to={{ pathname: location.pathname, search: `?${withoutPage(search)}` }}>
                        Back to the first page
                      </Link>
                    </p>
                  </div>
                ) : null}
                {products.length > 0 ? (
                  <ul className={`${s.grid} ${narrowCardsOnPhones}`}>
                    {products.map((p, i) => (
                      <li key={p.code}>
                        <ProductCard
                          product={p}
                          onQuickView={openQuickView}
                          eager={i < 4}
                          preferColours={preferColours}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {products.length > 0 ? (
                  <div className={s.more}>
                    <p>
                      {start === 1
                        ? `Showing ${formatCount(products.length)} of ${formatCount(total)}`
                        : `Showing ${formatCount(fromIndex)}\u2013${formatCount(shownTo)} of ${formatCount(total)}`}
                    </p>
                    <div className={s.progress} aria-hidden="true">
                      <span style={{ width: `${Math.min(100, (shownTo / total) * 100)}%` }} />
                    </div>
                    {shownTo < total ? (
                      <Link
                        className={buttonClass("secondary")}
                        to={{ pathname: location.pathname, search: `?${withPage(search, current + 1)}` }}
                        aria-disabled={loadingMore || undefined}
                        data-hold=""
                        onClick={(e) => {
                          e.preventDefault();
                          if (!loadingMore) keep(start, new URLSearchParams(withPage(search, current + 1)));
                        }}
                      >
                        {loadingMore ? "Loading\u2026" : "Load more"}
                      </Link>
                    ) : null}
                  </div>
                ) : null}
              </section>
            ) : null}
            {first && total > 0 ? (
              // OnePass's banner after the results (compact; nothing for a member): it is asked for
              // once the page is up, so above them it would push the cards down as it came.
              <div className={s.onePassBanner}>
                <MembershipContentBox slot="plpBanner" look="compact" />
              </div>
            ) : null}
          </div>
        </div>
        <Dialog.Portal>
          <Dialog.Overlay className={d.overlay} />
          <Dialog.Content
            className={`${d.drawer} ${d.drawerRight} ${s.filterDrawer}`}
            aria-describedby={undefined}
          >
            <Dialog.Title>Filter</Dialog.Title>
            <Dialog.Close className={d.close} aria-label="Close filters">
              <Icon name="close" />
            </Dialog.Close>
            <Facets facets={facets} onToggle={onToggle} hrefFor={facetHref} />
            <div className={s.drawerFooter}>
              <Button full onClick={() => setDrawer(false)}>
                Show {formatCount(total)} products
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </div>
    </Dialog.Root>
  );
}

/** A filter's chip (or Clear all) goes with it: the focus goes to the first chip left, else the h1. */
function chipGone() {
  refocusWhenLost(
    () =>
      document.querySelector<HTMLElement>("main [data-chips] a") ??
      document.querySelector<HTMLElement>("main h1"),
  );
}

function withoutPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  return next;
}

/** The listing's parameters at another page (page 1 has no page parameter). */
function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = withoutPage(params);
  if (page > 1) next.set("page", String(page));
  return next;
}
