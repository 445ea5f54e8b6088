import { AdminHeading } from "../../features/admin/admin-ui";
import { OwnAccountScreen } from "../../features/admin/own-account";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({ title: "My Account", description: "Your passkeys and sessions in the staff area.", noindex: true }),
};

export function Component() {
  return (
    <>
      <AdminHeading title="My account" />
      <OwnAccountScreen />
    </>
  );
}
