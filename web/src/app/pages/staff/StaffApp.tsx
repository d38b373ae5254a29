// /staff/*: the back office, its own bundle outside the shop's layout (design brief "Staff area"): a
// top bar with the member and role, the pages their role allows, a link to change their password, and
// sign-out. A visitor who is not signed in as staff gets the sign-in form.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, NavLink, Route, Routes } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Notice } from "../../../components/ui/Field";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { SkipLink } from "../../../components/ui/SkipLink";
import { signOut } from "../../../features/staff/api/staffSignOut";
import { resetStaff, staffKeys } from "../../../features/staff/cache";
import { AnnounceProvider, useAnnounce } from "../../../features/staff/components/announce";
import { SignInForm } from "../../../features/staff/components/SignInForm";
import { useStaffSession } from "../../../features/staff/api/getStaffSession";
import { can, roleLabel } from "../../../features/staff/rules";
import type { StaffSession } from "../../../features/staff/types";
import { Logo } from "../../Logo";
import { usePageTitle } from "../../usePageTitle";
import { useNoIndex } from "./useNoIndex";
import MembersPage from "./MembersPage";
import OnePassPage from "./OnePassPage";
import OrderPage from "./OrderPage";
import PasswordPage from "./PasswordPage";
import QueuePage from "./QueuePage";
import ReceiptsPage from "./ReceiptsPage";
import ReturnsPage from "./ReturnsPage";
import p from "./staffPages.module.css";

function SignInPage() {
  usePageTitle("Staff sign-in");
  return (
    <main id="main" tabIndex={-1} className={p.signIn}>
      <div className={p.signInCard}>
        <p className={p.signInBrand}>
          <Logo /> <span className={p.backOffice}>Back office</span>
        </p>
        <h1>Staff sign-in</h1>
        <p className={p.muted}>For Wattle staff. Shoppers sign in on the shop.</p>
        <SignInForm />
        <p className={p.small}>
          <Link to="/">Back to the shop</Link>
        </p>
      </div>
    </main>
  );
}

function TopBar({ session }: { session: StaffSession }) {
  const client = useQueryClient();
  const announce = useAnnounce();
  const out = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      resetStaff(client, null);
      announce("Signed out.");
    },
    onError: () => {
      // Already signed out answers 403 (the session query then shows the sign-in form).
      announce("We couldn't sign you out just now. Please try again.");
      void client.invalidateQueries({ queryKey: staffKeys.session });
    },
  });
  const links = [
    { to: "/staff", label: "Queue", end: true, show: can(session, "listFulfilmentOrders") },
    { to: "/staff/returns", label: "Returns", show: can(session, "listReturns") },
    { to: "/staff/receipts", label: "Receipts", show: can(session, "importReceipts") },
    { to: "/staff/onepass", label: "OnePass", show: can(session, "findMembership") },
    { to: "/staff/members", label: "Staff", show: can(session, "listStaff") },
  ].filter((l) => l.show);
  return (
    <header className={p.bar}>
      <div className={p.barRow}>
        <Link to="/staff" className={p.brand} aria-label="Wattle back office: queue">
          <Logo /> <span className={p.backOffice}>Back office</span>
        </Link>
        <nav aria-label="Back office" className={p.nav}>
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={p.who}>
          <span className={p.whoName} data-testid="staff-who">
            <Icon name="user" size={18} />
            <span>
              {session.staff.name || session.staff.email}
              <span className="visually-hidden">, role:</span>
            </span>
            <span className={p.role}>{roleLabel(session.staff.role)}</span>
          </span>
          {can(session, "changeStaffPassword") ? (
            <NavLink to="/staff/password" className={p.barButton}>
              <Icon name="lock" size={18} /> <span className={p.wideOnly}>Change </span>
              <span className={p.capitalNarrow}>password</span>
            </NavLink>
          ) : null}
          <button
            type="button"
            className={p.barButton}
            onClick={() => out.mutate()}
            aria-disabled={out.isPending || undefined}
          >
            <Icon name="logout" size={18} /> {out.isPending ? "Signing out…" : "Sign out"}
          </button>
        </div>
      </div>
    </header>
  );
}

function NotFound() {
  usePageTitle("Not found · Staff");
  return (
    <>
      <h1>Page not found</h1>
      <p>
        That back office page doesn&apos;t exist. <Link to="/staff">Go to the queue</Link>.
      </p>
    </>
  );
}

function Home({ session }: { session: StaffSession }) {
  // Every role has the queue today; a role without it starts at returns.
  if (can(session, "listFulfilmentOrders")) return <QueuePage session={session} />;
  if (can(session, "listReturns")) return <ReturnsPage session={session} />;
  return <Notice tone="info">Your role has no back office pages yet.</Notice>;
}

function Gate() {
  const q = useStaffSession();
  if (q.isPending) {
    return (
      <main id="main" tabIndex={-1} className={p.signIn} aria-busy="true">
        <div className={p.signInCard}>
          <Skeleton height={280} />
          <span className="visually-hidden">Loading the back office…</span>
        </div>
      </main>
    );
  }
  if (q.isError) {
    return (
      <main id="main" tabIndex={-1} className={p.signIn}>
        <FailedToLoad what="the back office" onRetry={() => void q.refetch()} />
      </main>
    );
  }
  const session = q.data;
  if (!session) return <SignInPage />;
  return (
    <>
      <TopBar session={session} />
      <main id="main" tabIndex={-1} className={p.main}>
        <Routes>
          <Route index element={<Home session={session} />} />
          <Route path="orders/:orderCode" element={<OrderPage session={session} />} />
          <Route path="returns" element={<ReturnsPage session={session} />} />
          <Route path="members" element={<MembersPage session={session} />} />
          <Route path="receipts" element={<ReceiptsPage session={session} />} />
          <Route path="onepass" element={<OnePassPage session={session} />} />
          <Route path="password" element={<PasswordPage session={session} />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </main>
    </>
  );
}

export default function StaffApp() {
  useNoIndex();
  return (
    <div className={p.shell}>
      <SkipLink target="main">Skip to content</SkipLink>
      <AnnounceProvider>
        <Gate />
      </AnnounceProvider>
    </div>
  );
}
