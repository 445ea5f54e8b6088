import { useEffect, useState } from "react";
import { PageHero } from "../../components/ui/page-hero";
import { StaffLinkPanel } from "../../features/admin/staff-link-panel";
import type { PageHandle } from "../../head/page-meta";

export const handle: PageHandle = {
  meta: () => ({ title: "Your Staff Account", description: "Choose a password or register a passkey for the staff area.", noindex: true }),
};

export function Component() {
  // The token is the address's "#" part: only the browser has it, after hydration.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(window.location.hash.slice(1)), []);
  return (
    <>
      <PageHero
        eyebrow="Staff area"
        title="Your staff account"
        intro={<p>Choose how you will sign in. The link in your email works once.</p>}
      />
      <section className="container-page pb-14">
        {token === null ? (
          <p className="mt-6 text-slate-700" role="status">
            Checking your link…
          </p>
        ) : token === "" ? (
          <p className="mt-6 text-slate-700" role="alert">
            This page needs the link from your email. Open it from the email again, or ask an owner for a new one.
          </p>
        ) : (
          <StaffLinkPanel token={token} />
        )}
      </section>
    </>
  );
}
