// Quick add from a listing (docs/cart.md, "The basket in the browser"): statuses Inactive, Loading, Active, Adding, Added, Error.
// Start → Active; loading → Loading; success → Added; error → Error; abort → Inactive and the
// selections are cleared. Picking a colour clears the size.

export type QuickAddStatus = "Inactive" | "Loading" | "Active" | "Adding" | "Added" | "Error";

export interface QuickAddState {
  status: QuickAddStatus;
  /** The product the quick add is open on. */
  activeBaseProductCode: string;
  /** The chosen colour's name ("" for a product of one unnamed colour), null until chosen. */
  selectedColourVariant: string | null;
  /** The chosen size's variant code, null until chosen. */
  selectedSizeVariant: string | null;
  /** What went wrong (status Error), shown to the shopper. */
  error: string | null;
}

export type QuickAddAction =
  | { type: "loading"; baseProductCode: string }
  | { type: "start"; baseProductCode: string; colour?: string | null }
  | { type: "selectColour"; colour: string }
  | { type: "selectSize"; variantCode: string }
  | { type: "adding" }
  | { type: "success" }
  | { type: "error"; message: string }
  | { type: "abort" };

export const initialQuickAdd: QuickAddState = {
  status: "Inactive",
  activeBaseProductCode: "",
  selectedColourVariant: null,
  selectedSizeVariant: null,
  error: null,
};

export function quickAddReducer(state: QuickAddState, action: QuickAddAction): QuickAddState {
  switch (action.type) {
    case "loading":
      return { ...initialQuickAdd, status: "Loading", activeBaseProductCode: action.baseProductCode };
    case "start":
      // The same product again keeps what was picked; another product starts afresh.
      if (state.activeBaseProductCode === action.baseProductCode && state.status !== "Inactive") {
        return { ...state, status: "Active", error: null };
      }
      return {
        ...initialQuickAdd,
        status: "Active",
        activeBaseProductCode: action.baseProductCode,
        selectedColourVariant: action.colour ?? null,
      };
    case "selectColour":
      if (state.status === "Inactive" || state.status === "Loading" || state.status === "Adding")
        return state;
      return {
        ...state,
        status: "Active",
        selectedColourVariant: action.colour,
        selectedSizeVariant: null,
        error: null,
      };
    case "selectSize":
      if (state.status === "Inactive" || state.status === "Loading" || state.status === "Adding")
        return state;
      return { ...state, status: "Active", selectedSizeVariant: action.variantCode, error: null };
    case "adding":
      if (state.status !== "Active" && state.status !== "Error" && state.status !== "Added") return state;
      return { ...state, status: "Adding", error: null };
    case "success":
      if (state.status !== "Adding") return state;
      return { ...state, status: "Added", error: null };
    case "error":
      if (state.status === "Inactive") return state;
      return { ...state, status: "Error", error: action.message };
    case "abort":
      return initialQuickAdd;
  }
}
