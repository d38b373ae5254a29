import { useEffect, useState } from "react";
import { useQueries, useQuery } from "@tanstack/react-query";
import { readList, RECENTLY_VIEWED_KEY } from "../../lib/storage";
import type { Summary } from "../../features/catalog/types";
import { productQuery } from "../../features/catalog/api/getProductDetails";
import { homeQuery } from "../../features/content/api/getHomeContent";
import type { Slide } from "../../features/content/types";
import { ProductCard, narrowCards } from "../../features/catalog/components/ProductCard";
import { buttonClass } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { Skeleton } from "../../components/ui/Skeleton";
import { FailedToLoad } from "../../components/ui/FailedToLoad";
import { useShop } from "../shop";
import { usePageTitle } from "../usePageTitle";
import { useBrowserState } from "../../lib/hydration";
import s from "./pages.module.css";
import { PlainLink } from "../../components/ui/PlainLink";

/** Hero slides change no faster than every 6 s (design brief: never faster than 5 s). */
const SLIDE_MS = 6000;

export function Hero({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(
    () => typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches,
  );
  useEffect(() => {
    if (paused || slides.length < 2) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_MS);
    return () => window.clearInterval(t);
  }, [paused, slides.length]);
  const slide = slides[index];
  if (!slide) return null;
  return (
    <section
      className={`${s.hero} ${s[`theme_${slide.theme}`] ?? ""}`}
      aria-roledescription="carousel"
      aria-label="Featured"
    >
      {/* Every slide sits in the same grid cell, so the hero is as tall as its tallest slide and
          nothing below it moves when the slides change. */}
      <div className={s.slides}>
        {slides.map((sl, i) => (
          <div
            key={sl.id}
            className={i === index ? s.slide : `${s.slide} ${s.slideHidden}`}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i === index ? undefined : true}
          >
            <div>
              <h2>{sl.title}</h2>
              <p>{sl.text}</p>
              <PlainLink
                to={sl.cta.url}
                className={buttonClass("primary")}
                tabIndex={i === index ? undefined : -1}
              >
                {sl.cta.label}
              </PlainLink>
            </div>
            <div className={s.slideArt} aria-hidden="true">
              <img src={sl.imageUrl} alt="" width={96} height={96} />
            </div>
          </div>
        ))}
      </div>
      <div className={s.heroControls}>
        <button
          type="button"
          className={s.pause}
          onClick={() => setPaused(!paused)}
          aria-label={paused ? "Play slides" : "Pause slides"}
        >
          <Icon name={paused ? "play" : "pause"} size={18} />
        </button>
        {slides.map((sl, i) => (
          <button
            key={sl.id}
            type="button"
            className={s.dot}
            aria-current={i === index}
            aria-label={`Show slide ${i + 1}: ${sl.title}`}
            onClick={() => setIndex(i)}
          >
            <span />
          </button>
        ))}
      </div>
    </section>
  );
}

export function Rail({
  title,
  products,
  link,
  eager = false,
}: {
  title: string;
  products: Summary[];
  link?: { label: string; url: string };
  eager?: boolean;
}) {
  const { openQuickView } = useShop();
  if (products.length === 0) return null;
  return (
    <section className={s.section} aria-label={title}>
      <div className={s.sectionHead}>
        <h2>{title}</h2>
        {link ? <PlainLink to={link.url}>{link.label}</PlainLink> : null}
      </div>
      <ul className={`${s.rail} ${narrowCards}`}>
        {products.map((p, i) => (
          <li key={p.code}>
            <ProductCard product={p} onQuickView={openQuickView} eager={eager && i < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const NO_CODES: string[] = [];

function RecentlyViewed() {
  // Kept on the device: read once the server's markup is taken over (the server has none to show).
  const [codes] = useBrowserState(
    () =>
      readList(RECENTLY_VIEWED_KEY)
        .products.slice(0, 8)
        .map((p) => p.bc),
    NO_CODES,
  );
  const results = useQueries({
    queries: codes.map((c) => ({ ...productQuery(c), retry: false })),
  });
  const products = results.flatMap((r) => (r.data ? [r.data.product] : []));
  return <Rail title="Recently viewed" products={products} />;
}

export default function HomePage() {
  usePageTitle("");
  const q = useQuery(homeQuery());
  if (q.isError)
    return (
      <div className="container" style={{ paddingTop: 24 }}>
        <FailedToLoad onRetry={() => void q.refetch()} />
      </div>
    );
  const home = q.data;
  return (
    <div className="container">
      <h1 className="visually-hidden">Wattle: homewares, fashion, toys and tech</h1>
      {home ? <Hero slides={home.hero} /> : <Skeleton height={260} className={s.hero} />}
      <section className={s.section} aria-labelledby="departments-title">
        <h2 id="departments-title">Shop by department</h2>
        <ul className={s.departments}>
          {(home?.departments ?? []).map((d) => (
            <li key={d.code}>
              <PlainLink to={d.url}>
                <span className={s.deptIcon}>
                  <img src={d.iconUrl} alt="" width={28} height={28} />
                </span>
                {d.name}
              </PlainLink>
            </li>
          ))}
        </ul>
      </section>
      {home ? (
        <Rail
          title="Top offers"
          products={home.topOffers}
          link={{ label: "Shop all offers", url: "/c/top-offers" }}
          eager
        />
      ) : null}
      {home ? (
        <section className={s.section}>
          <div className={s.banner}>
            <div>
              <h2>{home.onePassBanner.title}</h2>
              <p>{home.onePassBanner.text}</p>
            </div>
            {/* "Start free trial" is about OnePass itself: its learn-more-and-join page, not the
                collection of member prices (/c/onepass). */}
            <PlainLink to="/onepass" className={buttonClass("secondary")}>
              {home.onePassBanner.cta.label}
            </PlainLink>
          </div>
        </section>
      ) : null}
      {home ? (
        <Rail
          title="New arrivals"
          products={home.newArrivals}
          link={{ label: "Shop new arrivals", url: "/c/new-arrivals" }}
        />
      ) : null}
      <RecentlyViewed />
      {home ? (
        <section className={s.section} aria-labelledby="popular-title">
          <h2 id="popular-title">Popular searches</h2>
          <ul className={s.chips}>
            {home.popularSearches.map((t) => (
              <li key={t}>
                <PlainLink className={s.chip} to={`/search?${new URLSearchParams({ searchTerm: t })}`}>
                  <Icon name="search" size={14} /> {t}
                </PlainLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
