import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NavLink, useNavigate } from "../../lib/region/region-link";
import type { AdminSessionInfo } from "../../../shared/schemas/admin-session";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { endSession, setSignedIn } from "./admin-http";
import { contentSections } from "./content-sections";
import { isScreenFor } from "../../../shared/admin/staff-screens";
import { SITE_SETTINGS_SCREEN } from "../../../shared/schemas/content-entry";

/** The staff area's sections; each shows only to the roles its screen is for (shared/admin/staff-screens.ts). */
const staffLinks: { to: string; label: string }[] = [
  { to: "/admin", label: "Overview" },
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/conversions", label: "Conversions" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/people", label: "Data requests" },
  { to: "/admin/posts", label: "Posts" },
  ...contentSections.map((s) => ({ to: `/admin/${s.segment}`, label: s.title })),
  { to: "/admin/media", label: "Media" },
  { to: "/admin/campaigns", label: "Campaigns" },
  { to: SITE_SETTINGS_SCREEN, label: "Settings" },
  { to: "/admin/staff", label: "Staff" },
  { to: "/admin/audit", label: "Audit trail" },
];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-white text-slate-900 shadow-sm" : "text-slate-200 hover:bg-white/10 hover:text-white"}`;

/** The signed-in admin's frame: sections, who is signed in, sign-out. */
export function AdminShell({ session, children }: { session: AdminSessionInfo; children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => endSession("/api/admin/session"),
    onSuccess: () => {
      setSignedIn(queryClient, null);
      toast({ title: "Signed out", description: "You have been signed out of the staff area." });
      navigate("/admin");
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: readApiProblem(error).message ?? "Signing out failed. Please try again.",
        variant: "destructive",
      }),
  });
  return (
    <div className="bg-slate-100 pb-16">
      <div className="bg-slate-900">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
          <nav aria-label="Staff area">
            <ul className="flex flex-wrap items-center gap-1">
              {staffLinks
                .filter((link) => isScreenFor(session.role, link.to))
                .map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.to === "/admin"} className={tabClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
          <div className="flex items-center gap-3 text-sm text-slate-300">
            <NavLink to="/admin/account" className={tabClass}>
              <span className="hidden sm:inline">{session.email}</span>
              <span className="sm:hidden">My account</span>
            </NavLink>
            <button
              type="button"
              className="btn btn-light min-h-9 px-3 py-1.5"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              Sign out
            </button>
          </div>
        </div>
      </div>
      <div className="container-page pt-8">{children}</div>
    </div>
  );
}
