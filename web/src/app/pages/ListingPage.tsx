import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useQueries } from "@tanstack/react-query";
import * as Dialog from "@radix-ui/react-dialog";
import { ApiError } from "../../lib/api";
import NotFoundPage from "./NotFoundPage";
import { listingQuery } from "../../features/search/api";
import { Facets, optionLabel } from "../../features/search/Facets";
import {
  clearFacets,
  listingApiUrl,
  pageOf,
  selectedFilters,
  setSort,
  toggleFacet,
} from "../../features/search/urlState";
import type { SearchResult } from "../../features/search/types";
import { ProductCard } from "../../features/catalog/ProductCard";
import { Button } from "../../components/ui/Button";
import { Breadcrumb } from "../../components/ui/Breadcrumb";
import { Icon } from "../../components/ui/Icon";
import { Skeleton } from "../../components/ui/Skeleton";
import { FailedToLoad } from "../../components/ui/FailedToLoad";
import { useShop } from "../shop";
import { usePageTitle } from "../usePageTitle";
import d from "../../components/ui/dialog.module.css";
import s from "../../features/search/listing.module.css";

const popular = ["table lamp", "bath towels", "quilt cover set", "air fryer", "kids pyjamas", "headphones"];

/** Search results, collection and facet browse: one page with facets, sort and Load more. */
export default function ListingPage({ mode }: { mode: "search" | "collection" | "facet" }) {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { openQuickView } = useShop();
  const [drawer, setDrawer] = useState(false);
  const term = search.get("searchTerm") ?? "";
  const base =
    mode === "search"
      ? "/api/search"
      : mode === "collection"
        ? `/api/browse?collection_id=${encodeURIComponent(params.collectionId ?? "")}`
        : `/api/browse/facet?${new URLSearchParams({ facetName: params.facetName ?? "", facetValue: params.facetValue ?? "" })}`;
  const current = pageOf(search);
  const pages = Array.from({ length: current }, (_, i) => i + 1);
  const results = useQueries({
    queries: pages.map((p) => listingQuery(listingApiUrl(base, location.search, p, current))),
  });
  const first = results[0]?.data as SearchResult | undefined;
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

  const go = (next: URLSearchParams) =>
    navigate({ pathname: location.pathname, search: next.toString() ? `?${next}` : "" });
  const onToggle = (name: string, value: string) => go(toggleFacet(search, name, value));
  const failed = results.find((r) => r.isError);
  if (failed?.error instanceof ApiError && failed.error.status === 404) return <NotFoundPage />;
  if (failed) {
    return (
      <div className={`container ${s.page}`}>
        <FailedToLoad what="these products" onRetry={() => void failed.refetch()} />
      </div>
    );
  }
  const products = results.flatMap((r) => (r.data as SearchResult | undefined)?.products ?? []);
  const total = first?.sorting.total_num_results ?? 0;
  const loadingMore = results.some((r) => r.isPending) && products.length > 0;
  const chips = selectedFilters(search);
  const sortValue = first?.sorting.sort_options.find((o) => o.status === "selected");
  const facets = first?.facets ?? [];
  return (
    <div className={`container ${s.page}`}>
      {first?.collection && first.collection.parents.length > 0 ? (
        <Breadcrumb
          items={[
            { label: "Home", url: "/" },
            ...first.collection.parents.map((p) => ({ label: p.display_name, url: `/c/${p.group_id}` })),
            { label: first.collection.display_name },
          ]}
        />
      ) : null}
      <div className={s.head}>
        <div>
          {first || !results[0]?.isPending ? (
            <h1>{title || "Products"}</h1>
          ) : (
            <Skeleton height={34} width={260} />
          )}
          <p className={s.count} aria-live="polite">
            {first ? `${total.toLocaleString("en-AU")} ${total === 1 ? "product" : "products"}` : "\u00a0"}
          </p>
        </div>
        {first && total > 0 ? (
          <div className={s.tools}>
            <Button variant="secondary" className={s.filterButton} onClick={() => setDrawer(true)}>
              <Icon name="filter" size={18} /> Filter{chips.length > 0 ? ` (${chips.length})` : ""}
            </Button>
            <label htmlFor="sort" className="visually-hidden">
              Sort by
            </label>
            <select
              id="sort"
              className={s.select}
              value={sortValue ? `${sortValue.sort_by}|${sortValue.sort_order}` : "relevance|descending"}
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
          </div>
        ) : null}
      </div>
      {chips.length > 0 ? (
        <ul className={s.chips} aria-label="Applied filters">
          {chips.map(([name, value]) => (
            <li key={`${name}=${value}`}>
              <button
                type="button"
                className={s.chip}
                onClick={() => onToggle(name, value)}
                aria-label={`Remove filter ${optionLabel(facets, name, value)}`}
              >
                {optionLabel(facets, name, value)} <Icon name="x" size={14} />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={s.clear} onClick={() => go(clearFacets(search))}>
              Clear all
            </button>
          </li>
        </ul>
      ) : null}
      <div className={s.layout}>
        <aside className={s.aside} aria-label="Filters">
          {facets.length > 0 ? <Facets facets={facets} onToggle={onToggle} idPrefix="side" /> : null}
        </aside>
        <div>
          {!first && results[0]?.isPending ? (
            <ul className={s.grid}>
              {Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <Skeleton height={300} />
                </li>
              ))}
            </ul>
          ) : null}
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
          {products.length > 0 ? (
            <ul className={s.grid}>
              {products.map((p, i) => (
                <li key={p.code}>
                  <ProductCard
                    product={p}
                    onQuickView={openQuickView}
                    eager={i < 4}
                    preferColours={search.getAll("colour")}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {first && total > 0 ? (
            <div className={s.more}>
              <p>
                Showing {products.length.toLocaleString("en-AU")} of {total.toLocaleString("en-AU")}
              </p>
              <div className={s.progress} aria-hidden="true">
                <span style={{ width: `${Math.min(100, (products.length / total) * 100)}%` }} />
              </div>
              {products.length < total ? (
                <Button
                  variant="secondary"
                  disabled={loadingMore}
                  onClick={() => {
                    const next = new URLSearchParams(search);
                    next.set("page", String(current + 1));
                    navigate(
                      { pathname: location.pathname, search: `?${next}` },
                      { replace: true, preventScrollReset: true },
                    );
                  }}
                >
                  {loadingMore ? "Loading…" : "Load more"}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      <Dialog.Root open={drawer} onOpenChange={setDrawer}>
        <Dialog.Portal>
          <Dialog.Overlay className={d.overlay} />
          <Dialog.Content className={`${d.drawer} ${d.drawerRight}`} aria-describedby={undefined}>
            <Dialog.Title>Filter</Dialog.Title>
            <Dialog.Close className={d.close} aria-label="Close filters">
              <Icon name="close" />
            </Dialog.Close>
            <Facets facets={facets} onToggle={onToggle} idPrefix="drawer" />
            <div className={s.drawerFooter}>
              <Button full onClick={() => setDrawer(false)}>
                Show {total.toLocaleString("en-AU")} products
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
