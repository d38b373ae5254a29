import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";

export interface NavNode {
  code: string;
  name: string;
  url: string;
  icon?: string;
  count: number;
  children: NavNode[];
}

export const NAVIGATION_URL = "/api/navigation";

export function useNavigation() {
  return useQuery({
    queryKey: [NAVIGATION_URL],
    queryFn: ({ signal }) => apiGet<{ departments: NavNode[] }>(NAVIGATION_URL, signal),
    staleTime: 300_000,
  });
}
