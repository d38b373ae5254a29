import type { Schema } from "../../lib/api";

/** A department or category of the menus, with its children (getNavigation). */
export type NavNode = Schema<"NavNode">;
