import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NavLink, useNavigate } from "../../lib/region/region-link";
import type { AdminSessionInfo } from "../../../shared/schemas/admin-session";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { adminFetch, setSignedIn } from "./admin-http";
import { contentSections } from "./content-sections";
import { SITE_SETTINGS_SCREEN } from "../../../shared/schemas/content-entry";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-white text-slate-900 shadow-sm" : "text-slate-200 hover:bg-white/10 hover:text-white"}`;

/** The signed-in admin's frame: sections, who is signed in, sign-out. */
export function AdminShell({ session, children }: { session: AdminSessionInfo; children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => adminFetch("DELETE", "/api/admin/session"),
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
              <li>
                <NavLink to="/admin" end className={tabClass}>
                  Overview
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/leads" className={tabClass}>
                  Leads
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/conversions" className={tabClass}>
                  Conversions
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/outbox" className={tabClass}>
                  Outbox
                </NavLink>
              </li>
              <li>
                <NavLink to="/admin/posts" className={tabClass}>
                  Posts
                </NavLink>
              </li>
              {contentSections.map((s) => (
                <li key={s.segment}>
                  <NavLink to={`/admin/${s.segment}`} className={tabClass}>
                    {s.title}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/admin/media" className={tabClass}>
                  Media
                </NavLink>
              </li>
              <li>
                <NavLink to={SITE_SETTINGS_SCREEN} className={tabClass}>
                  Settings
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="flex items-center gap-3 text-sm text-slate-300">
            <span className="hidden sm:inline">
              Signed in as <span className="font-medium text-white">{session.email}</span>
            </span>
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
