// /staff/members (admin): every staff account with whether it is active, locked or disabled, a form
// to add one (its initial password shown once), and Disable (after a confirmation).
import { Notice } from "../../../components/ui/Field";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useMembers } from "../../../features/staff/api/listStaff";
import { AddStaffForm } from "../../../features/staff/components/AddStaffForm";
import { DisableStaff } from "../../../features/staff/components/DisableStaff";
import { can, roleLabel } from "../../../features/staff/rules";
import { useRecheckOnForbidden } from "../../../features/staff/hooks/useRecheckOnForbidden";
import type { StaffListMember, StaffSession } from "../../../features/staff/types";
import { usePageTitle } from "../../usePageTitle";
import s from "../../../features/staff/staff.module.css";
import p from "./staffPages.module.css";

/** An account's state as a chip: active (green), locked for 15 minutes (gold), disabled (red). */
function AccountChip({ m }: { m: StaffListMember }) {
  const [state, label, tone] = m.disabled
    ? ["disabled", "Disabled", s.chipStopped]
    : m.locked
      ? ["locked", "Locked (15 minutes)", s.chipWaiting]
      : ["active", "Active", s.chipDone];
  return (
    <span className={`${s.chip} ${tone}`} data-account={state}>
      {label}
    </span>
  );
}

export default function MembersPage({ session }: { session: StaffSession }) {
  usePageTitle("Staff members · Staff");
  const allowed = can(session, "listStaff");
  const mayDisable = can(session, "disableStaff");
  const q = useMembers({ enabled: allowed });
  useRecheckOnForbidden(q.error);
  if (!allowed) {
    return (
      <>
        <h1>Staff members</h1>
        <Notice tone="info">Only an admin can see and add staff accounts.</Notice>
      </>
    );
  }
  return (
    <>
      <h1>Staff members</h1>
      {can(session, "addStaff") ? (
        <section aria-labelledby="add-staff-heading" className={p.block}>
          <h2 id="add-staff-heading">Add a staff member</h2>
          <AddStaffForm />
        </section>
      ) : null}
      <section aria-labelledby="members-heading" className={p.block}>
        <h2 id="members-heading">Accounts</h2>
        {q.isPending ? (
          <Skeleton height={200} />
        ) : q.isError ? (
          <FailedToLoad what="the staff list" onRetry={() => void q.refetch()} />
        ) : (
          <table className={s.table} data-testid="members">
            <caption className="visually-hidden">Staff accounts</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Account</th>
                {mayDisable ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {q.data.staff.map((m) => (
                <tr key={m.email} data-member={m.email}>
                  <td data-label="Name">{m.name || "—"}</td>
                  <td data-label="E-mail" className={s.breakAll}>
                    {m.email}
                  </td>
                  <td data-label="Role">{roleLabel(m.role)}</td>
                  <td data-label="Account">
                    <AccountChip m={m} />
                  </td>
                  {mayDisable ? (
                    <td data-label="Actions">
                      {m.email === session.staff.email ? (
                        <span className={s.muted}>You</span>
                      ) : (
                        <DisableStaff member={m} />
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
