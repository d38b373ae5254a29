// What the server renderer's bundle gets for "@tanstack/react-query" (vite.ssr.config.ts): the
// package as it is, but for useQuery (serverQuery.ts). The browser's bundle uses the package alone.
export * from "@tanstack/react-query";
export { useServerQuery as useQuery } from "./serverQuery";
