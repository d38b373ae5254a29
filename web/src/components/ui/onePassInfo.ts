// What the OnePass price line shows beside it (the membership's "What's a OnePass price?"): handed in
// by the app as a render function (shared code imports no feature); nothing when not given.
import { createContext, type ReactNode } from "react";

export const OnePassInfoContext = createContext<(() => ReactNode) | null>(null);
