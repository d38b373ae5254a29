import {
  QueryObserver,
  hashKey,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type QueryObserverResult,
  type UseQueryOptions,
} from "@tanstack/react-query";

/**
 * useQuery as the server renders a page: the result the package's useQuery gives there, without
 * what it keeps for a page that lives on (an observer held in state, a subscription, an effect).
 * A server render runs each component once, so the same observer's answer made on the spot is
 * the same result, and the same markup.
 *
 * Most of a page's queries are the shopper's own (session, basket, store, stock, delivery): the
 * server never answers them, so they are not in its cache and not enabled (the renderer's client
 * turns queries off by default). Each of those gives the same "pending, not fetching" result,
 * made once per render; working it out through an observer for each was a fifth of a product
 * page's render (docs/decisions.md "What the server's renderer runs").
 */
export function useServerQuery<TData = unknown, TError = Error>(
  options: UseQueryOptions<unknown, TError, TData, QueryKey>,
  queryClient?: QueryClient,
): QueryObserverResult<TData, TError> {
  const client = useQueryClient(queryClient);
  return serverResult(client, options);
}

const idle = new WeakMap<QueryClient, QueryObserverResult<unknown, unknown>>();

/** The result for options on client, as QueryObserver makes it for a component's first render. */
export function serverResult<TData, TError>(
  client: QueryClient,
  options: UseQueryOptions<unknown, TError, TData, QueryKey>,
): QueryObserverResult<TData, TError> {
  if (unanswered(client, options)) {
    let r = idle.get(client);
    if (!r) {
      r = observe(client, { queryKey: ["ssr:unanswered"], enabled: false });
      idle.set(client, r);
    }
    return r as QueryObserverResult<TData, TError>;
  }
  return observe(client, options);
}

function observe<TData, TError>(
  client: QueryClient,
  options: UseQueryOptions<unknown, TError, TData, QueryKey>,
): QueryObserverResult<TData, TError> {
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = "optimistic";
  return new QueryObserver(client, defaulted).getOptimisticResult(defaulted);
}

/**
 * Whether options name a query the render has no answer for and would not fetch: not in the cache,
 * turned off (by the options or the client's defaults), with nothing to show in its place. Anything
 * less plain (a function for `enabled`, initial or placeholder data, its own key hash, per-key
 * defaults) goes the observer's way.
 */
function unanswered<TData, TError>(
  client: QueryClient,
  options: UseQueryOptions<unknown, TError, TData, QueryKey>,
): boolean {
  const enabled = options.enabled ?? client.getDefaultOptions().queries?.enabled;
  return (
    enabled === false &&
    options.initialData === undefined &&
    options.placeholderData === undefined &&
    options.queryKeyHashFn === undefined &&
    client.getQueryDefaults(options.queryKey).enabled === undefined &&
    client.getQueryCache().get(hashKey(options.queryKey)) === undefined
  );
}
