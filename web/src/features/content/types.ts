import type { Schema } from "../../lib/api";

/** One slide of the home page's hero carousel. */
export type Slide = Schema<"ContentSlide">;

/** The home page's content (getHomeContent). */
export type Home = Schema<"ContentHome">;
