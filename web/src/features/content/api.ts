import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { Summary } from "../../lib/summary";

export interface Slide {
  id: string;
  title: string;
  text: string;
  cta: { label: string; url: string };
  imageUrl: string;
  theme: string;
}

export interface Home {
  hero: Slide[];
  departments: { code: string; name: string; url: string; iconUrl: string }[];
  topOffers: Summary[];
  newArrivals: Summary[];
  onePassBanner: { title: string; text: string; cta: { label: string; url: string } };
  popularSearches: string[];
}

export const HOME_URL = "/api/content/home";

export function fetchHome(signal?: AbortSignal) {
  return apiGet<Home>(HOME_URL, signal);
}

/** The home page's content: hero, departments, rails, banner, popular searches. */
export const homeQuery = () =>
  queryOptions({
    queryKey: [HOME_URL],
    queryFn: ({ signal }) => fetchHome(signal),
    staleTime: 60_000,
  });
