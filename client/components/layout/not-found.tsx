import { Link, useNavigate } from "../../lib/region/region-link";
import type { UiCopy } from "../../../shared/i18n/copy";
import { useCopy } from "../../lib/region/use-copy";

// The not-found page: home, back, and quick links to the main services and contact.
const quickLinks = [
  { to: "/services/web-development", label: (c: UiCopy) => c.footer.websiteDevelopment },
  { to: "/services/seo", label: (c: UiCopy) => c.footer.seoServices },
  { to: "/services/google-ads", label: (c: UiCopy) => c.footer.googleAds },
  { to: "/contact", label: (c: UiCopy) => c.notFound.contactUs },
] as const;

export function NotFound() {
  const navigate = useNavigate();
  const copy = useCopy();
  const text = copy.notFound;
  return (
    <section className="container-page py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-indigo-600">{text.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold text-slate-900">{text.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">{text.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          {text.home}
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => navigate(-1)}>
          {text.back}
        </button>
      </div>
      <nav aria-label={text.popularPages} className="mx-auto mt-12 max-w-2xl">
        <ul className="grid gap-3 sm:grid-cols-2">
          {quickLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="card block p-4 font-medium text-slate-800 hover:text-indigo-700">
                {l.label(copy)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
