// biome-ignore-all lint/style/noRestrictedImports: the one place that may use react-router's links and navigation (docs/decisions/0016-regions-as-addresses.md).
import { useCallback } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from "react-router";
import type { RegionCode } from "../../../shared/constants";
import { regionPath } from "../../../shared/region-addresses";
import { usePageRegion } from "./region-context";

// Links inside a region stay in it (docs/decisions/0016-regions-as-addresses.md). Every
// in-site link, navigation and plain form address is written as the page's plain (US) path
// and passes through here, which puts the current region's prefix in front. Importing
// Link, NavLink or useNavigate from react-router anywhere else fails the lint (biome.json).

function localize(to: To, region: RegionCode): To {
  if (typeof to === "string") return regionPath(region, to);
  return to.pathname === undefined ? to : { ...to, pathname: regionPath(region, to.pathname) };
}

/** Turns a plain path ("/contact?service=seo") into the current region's address of it ("/de/contact?service=seo"). */
export function useRegionalPath(): (path: string) => string {
  const region = usePageRegion();
  return useCallback((path: string) => regionPath(region, path), [region]);
}

/** react-router's Link, to the page in the current region. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localize(to, usePageRegion())} {...props} />;
}

/** react-router's NavLink, to the page in the current region. */
export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localize(to, usePageRegion())} {...props} />;
}

/** react-router's navigate, to pages in the current region (a number still moves through history). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const region = usePageRegion();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === "number") void navigate(to);
      else void navigate(localize(to, region), options);
    },
    [navigate, region],
  );
}
