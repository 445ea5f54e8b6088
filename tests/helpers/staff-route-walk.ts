import type { Router } from "express";
import type { StaffAccess } from "../../shared/admin/staff-roles";
import { accessOf } from "../../server/api/admin/staff-routes";

// Every route of the staff API, read from the router itself (Express keeps them in
// `router.stack`, each route's handlers in `route.stack`), with the group of roles its first
// handler allows: null for a route registered without a role guard (server/api/admin/staff-routes.ts).

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
}

export interface WalkedRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The path as registered ("/leads/:id"). */
  path: string;
  /** The same path with a value for each parameter, to call it. */
  url: string;
  access: StaffAccess | null;
}

const SAMPLE_PARAMS: Record<string, string> = { id: "1", kind: "case-study", revision: "1", file: "google-ads" };

export function walkStaffRoutes(router: Router): WalkedRoute[] {
  return (router.stack as RouteLayer[]).flatMap((layer) => {
    const route = layer.route;
    if (!route) return [];
    const url = route.path.replace(/:([a-z]+)/gi, (_, name: string) => SAMPLE_PARAMS[name] ?? "1");
    return Object.keys(route.methods).map((method) => ({
      method: method as WalkedRoute["method"],
      path: route.path,
      url,
      access: accessOf(route.stack[0]?.handle),
    }));
  });
}
