import { Outlet, useLocation, useNavigation } from "react-router";
import { PageSkeleton } from "../components/layout/page-skeleton";
import { SiteShell } from "./site-shell";

export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  // A client navigation to another page waits for its chunk and loader; show the
  // skeleton meanwhile instead of leaving the old page looking current.
  const isChangingPage = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  return <SiteShell>{isChangingPage ? <PageSkeleton /> : <Outlet />}</SiteShell>;
}
