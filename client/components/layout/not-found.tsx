import { Link, useNavigate } from "../../lib/region/region-link";

// The not-found page: home, back, and quick links to the main services and contact.
const quickLinks = [
  { to: "/services/web-development", label: "Website Development" },
  { to: "/services/seo", label: "SEO Services" },
  { to: "/services/google-ads", label: "Google Ads" },
  { to: "/contact", label: "Contact Us" },
] as const;

export function NotFound() {
  const navigate = useNavigate();
  return (
    <section className="container-page py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-indigo-600">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-600">
        The page you're looking for doesn't exist or has been moved. These links will get you back on track.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          Go to Homepage
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => navigate(-1)}>
          Go Back
        </button>
      </div>
      <nav aria-label="Popular pages" className="mx-auto mt-12 max-w-2xl">
        <ul className="grid gap-3 sm:grid-cols-2">
          {quickLinks.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="card block p-4 font-medium text-slate-800 hover:text-indigo-700">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
