import { useState } from "react";
import { Link } from "react-router";
import { useQueries } from "@tanstack/react-query";
import { FAVOURITES_KEY, readList } from "../../lib/storage";
import { productQuery } from "../../features/catalog/api/getProductDetails";
import { ProductCard, narrowCardsOnPhones } from "../../features/catalog/components/ProductCard";
import { useSession } from "../../features/account/hooks/useSession";
import { useShop } from "../shop";
import { usePageTitle } from "../usePageTitle";
import l from "../../features/search/listing.module.css";
import s from "./pages.module.css";

/** Favourites kept on this device (t_fpl); syncing with an account arrives with accounts. */
export default function FavouritesPage() {
  usePageTitle("Favourites");
  const { openQuickView, openSignIn } = useShop();
  const { recognised, isPending } = useSession();
  const [items] = useState(() => readList(FAVOURITES_KEY).products);
  const results = useQueries({
    queries: items.map((it) => ({ ...productQuery(it.bc), retry: false })),
  });
  const products = results.flatMap((r) => (r.data ? [r.data.product] : []));
  return (
    <div className={`container ${l.page}`}>
      <h1>Favourites</h1>
      {!isPending && !recognised ? (
        <p className={s.signInPrompt}>
          Your favourites are kept on this device. Have an account?{" "}
          <button
            type="button"
            className="link-button"
            onClick={() =>
              openSignIn({ reason: "Sign in to your Wattle account, or create one in a minute." })
            }
          >
            Sign in
          </button>
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className={s.empty}>
          <p>Tap the heart on any product to keep it here.</p>
          <Link to="/c/new-arrivals">Browse new arrivals</Link>
        </div>
      ) : (
        <ul className={`${l.grid} ${narrowCardsOnPhones}`}>
          {products.map((p) => (
            <li key={p.code}>
              <ProductCard product={p} onQuickView={openQuickView} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
