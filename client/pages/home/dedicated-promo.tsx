import { Link } from "../../lib/region/region-link";
import { dedicatedPromo } from "../../../shared/content/home";
import { useCopy } from "../../lib/region/use-copy";
import { useFromPriceText } from "../../lib/region/use-price-text";

/** The dedicated-resources promotion and its free-setup offer. */
export function DedicatedPromo() {
  const copy = useCopy();
  const text = copy.home.dedicated;
  const fromPriceText = useFromPriceText();
  const stats = [
    { value: fromPriceText(dedicatedPromo.service), label: text.perSpecialist },
    { value: text.teamDiscount, label: text.teamDiscountLabel },
    { value: copy.common.figure(dedicatedPromo.averageSavings), label: text.savingsLabel },
  ];
  return (
    <section className="container-page py-16 sm:py-20" aria-labelledby="home-dedicated">
      <div className="hero-band overflow-hidden rounded-2xl px-6 py-10 sm:px-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-accent">{text.eyebrow}</p>
        <h2 id="home-dedicated" className="mt-2 max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {text.title}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          {stats.map((s) => (
            <li key={s.label} className="rounded-xl border border-white/15 bg-white/5 p-5">
              <p className="text-2xl font-bold text-white">{s.value}</p>
              <p className="mt-1 text-sm text-slate-300">{s.label}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-slate-200">
          {text.textBefore}{" "}
          <strong className="rounded bg-amber-300 px-1.5 py-0.5 font-mono text-sm text-slate-950">{dedicatedPromo.couponCode}</strong>{" "}
          {text.textAfter}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={dedicatedPromo.contactHref} className="btn btn-accent">
            {text.claim}
          </Link>
          <Link to="/services/dedicated-resources" className="btn btn-light">
            {text.explore}
          </Link>
        </div>
      </div>
    </section>
  );
}
