// biome-ignore lint/style/noRestrictedImports: the staff screens read the query cache under react-query's own provider, given the page's client here.
import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePageQueryClient } from "../../api/page-query-client";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { isScreenFor, staffScreenAccess } from "../../../shared/admin/staff-screens";
import { ROLE_LABELS } from "../../../shared/admin/staff-roles";
import { AdminHeading } from "../../features/admin/admin-ui";
import { onSignedOut, sessionQuery, setSignedIn } from "../../features/admin/admin-http";
import { AdminShell } from "../../features/admin/admin-shell";
import { SignInPanel } from "../../features/admin/sign-in-panel";
import { toast } from "../../lib/toasts/toast-store";
import type { PageHandle } from "../../head/page-meta";

// /admin and every page under it (docs/decisions/0009-admin-security.md). The server cannot tell who is asking
// (pages are rendered without the session and never show admin data), so it
// renders the sign-in; in the browser the session check decides between the
// sign-in and the admin screens, whose data is then fetched from the admin API.

export const handle: PageHandle = {
  meta: () => ({
    title: "Staff Sign-in",
    description: "Sign-in for the agency's staff.",
    noindex: true,
  }),
};

export function Component() {
  return (
    <QueryClientProvider client={usePageQueryClient()}>
      <StaffArea />
    </QueryClientProvider>
  );
}

function StaffArea() {
  const queryClient = useQueryClient();
  const { data: session, isPending } = useQuery(sessionQuery);

  useEffect(
    () =>
      onSignedOut(() => {
        setSignedIn(queryClient, null);
        toast({ title: "Please sign in again", description: "Your session has ended.", variant: "destructive" });
      }),
    [queryClient],
  );

  const { pathname } = useLocation();
  // The page of an emailed link is for the person it was sent to, signed in or not: no staff frame.
  if (staffScreenAccess(pathname) === "signedOut") return <Outlet />;
  if (session) {
    // A screen outside the account's role shows why instead of its data (shared/admin/staff-screens.ts);
    // the API would refuse that data anyway.
    const isForRole = staffScreenAccess(pathname) === null || isScreenFor(session.role, pathname);
    return <AdminShell session={session}>{isForRole ? <Outlet /> : <NotForRole role={ROLE_LABELS[session.role]} />}</AdminShell>;
  }
  return <SignInPanel isChecking={isPending} />;
}

function NotForRole({ role }: { role: string }) {
  return (
    <AdminHeading
      title="Not part of your role"
      intro={<p>This screen is not available to the {role} role. Ask an owner of the staff area if your work needs it.</p>}
    />
  );
}
