import { useQuery } from "@tanstack/react-query";
import { sessionQuery } from "../../features/admin/admin-http";
import { AdminHeading } from "../../features/admin/admin-ui";
import { StaffScreen } from "../../features/admin/staff-accounts";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({ title: "Staff Accounts", description: "Who can sign in to the staff area, and what each may do.", noindex: true }),
};

export function Component() {
  const { data: session } = useQuery(sessionQuery);
  if (!session) return null;
  return (
    <>
      <AdminHeading
        title="Staff"
        intro="Invite colleagues by email, give each the role their work needs, and end access the moment it is no longer needed."
      />
      <StaffScreen selfEmail={session.email} isPasskeySession={session.method === "passkey"} />
    </>
  );
}
