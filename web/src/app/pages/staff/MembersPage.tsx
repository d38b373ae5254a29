// /staff/members (admin): every staff account, and a form to add one (its initial password shown once).
import { useQuery } from "@tanstack/react-query";
import { Notice } from "../../../components/ui/Field";
import { FailedToLoad } from "../../../components/ui/FailedToLoad";
import { Skeleton } from "../../../components/ui/Skeleton";
import { membersQuery } from "../../../features/staff/api";
import { AddStaffForm } from "../../../features/staff/components/AddStaffForm";
import { can, roleLabel } from "../../../features/staff/rules";
import { useRecheckOnForbidden } from "../../../features/staff/hooks";
import type { StaffSession } from "../../../features/staff/types";
import { usePageTitle } from "../../usePageTitle";
import s from "../../../features/staff/staff.module.css";
import p from "./staffPages.module.css";

export default function MembersPage({ session }: { session: StaffSession }) {
  usePageTitle("Staff members · Staff");
  const allowed = can(session, "listStaff");
  const q = useQuery({ ...membersQuery(), enabled: allowed });
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
              </tr>
            </thead>
            <tbody>
              {q.data.staff.map((m) => (
                <tr key={m.email}>
                  <td data-label="Name">{m.name || "—"}</td>
                  <td data-label="E-mail" className={s.breakAll}>
                    {m.email}
                  </td>
                  <td data-label="Role">{roleLabel(m.role)}</td>
                  <td data-label="Account">
                    {m.disabled ? "Disabled" : m.locked ? "Locked (15 minutes)" : "Active"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
