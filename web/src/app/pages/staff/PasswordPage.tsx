// /staff/password: every role changes its own password (the current one first); the member's other
// sessions end and this browser stays signed in.
import { Notice } from "../../../components/ui/Field";
import { ChangePasswordForm } from "../../../features/staff/components/ChangePasswordForm";
import { can } from "../../../features/staff/rules";
import type { StaffSession } from "../../../features/staff/types";
import { usePageTitle } from "../../usePageTitle";
import p from "./staffPages.module.css";

export default function PasswordPage({ session }: { session: StaffSession }) {
  usePageTitle("Change password · Staff");
  return (
    <div className={p.narrowPage}>
      <h1>Change password</h1>
      {can(session, "changeStaffPassword") ? (
        <>
          <p className={p.lead}>
            For {session.staff.email}. Other browsers signed in as you are signed out when it changes.
          </p>
          <ChangePasswordForm email={session.staff.email} />
        </>
      ) : (
        <Notice tone="info">Your role can&apos;t change its password here. Ask an admin.</Notice>
      )}
    </div>
  );
}
