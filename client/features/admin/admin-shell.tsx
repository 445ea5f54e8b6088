import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { NavLink, useNavigate } from "../../lib/region/region-link";
import { ROLE_LABELS } from "../../../shared/admin/staff-roles";
import type { AdminSessionInfo } from "../../../shared/schemas/admin-session";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { endSession, setSignedIn } from "./admin-http";
import { StaffNav } from "./staff-nav";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-white text-slate-900 shadow-sm" : "text-slate-200 hover:bg-white/10 hover:text-white"}`;

/** The signed-in admin's frame: who is signed in and in which role, sign-out, the sections (./staff-nav.tsx). */
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
        <div className="container-page flex items-center justify-between gap-3 py-3 text-sm text-slate-300">
          <span>{ROLE_LABELS[session.role]}</span>
          <div className="flex items-center gap-3">
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
      {/* One column on a phone (the sections behind a button), the sections beside the screen from lg up. */}
      <div className="container-page pt-4 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8 lg:pt-8">
        <StaffNav role={session.role} />
        <div className="min-w-0 pt-4 lg:pt-0">{children}</div>
      </div>
    </div>
  );
}
