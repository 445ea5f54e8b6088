import type { CtaTarget } from "../../../shared/schemas/landing-blocks";
import { BookingLink } from "../../lib/booking/booking-link";
import { Link } from "../../lib/region/region-link";

/** Where the landing page's form section is: a button to the form is a link to it (no script needed). */
export const LEAD_FORM_ANCHOR = "lead-form";

/** A landing page's button: to its own form, to the region's booking page, or to the contact page. */
export function LandingAction({ target, label, className }: { target: CtaTarget; label: string; className: string }) {
  if (target === "booking") return <BookingLink className={className}>{label}</BookingLink>;
  if (target === "contact")
    return (
      <Link to="/contact" className={className}>
        {label}
      </Link>
    );
  return (
    <a href={`#${LEAD_FORM_ANCHOR}`} className={className}>
      {label}
    </a>
  );
}
