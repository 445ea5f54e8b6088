import type { Brand } from "../../../shared/brand";
import { narrowestFallbackOf } from "../../../shared/media/media-image";

// The brand's logo in the header (docs/decisions/0040-site-settings.md): the one staff uploaded
// to the site settings, or the site's own mark drawn inline in the brand's colours (the custom
// properties of client/styles/app.css, which the server sets from the settings), so a change of
// colour needs no new file. It is decoration beside the brand's name: the link names the brand.

/** Drawn at this height; an uploaded logo keeps its proportions up to five times as wide. */
const HEIGHT = 32;

export function BrandLogo({ brand, className }: { brand: Pick<Brand, "logo">; className: string }) {
  const logo = brand.logo;
  const file = logo ? narrowestFallbackOf(logo) : null;
  if (!logo || !file) return <BrandMark className={className} />;
  const width = Math.min(HEIGHT * 5, Math.round((HEIGHT * logo.width) / logo.height));
  return (
    // Low priority, which also keeps React from preloading it: the header's HTML is rendered on its
    // own (client/lib/static-parts/kept-html.tsx), where that preload would break its hydration.
    <img src={file.url} alt="" width={width} height={HEIGHT} fetchPriority="low" className={`${className} w-auto`} data-logo="uploaded" />
  );
}

/** The site's own mark: the tile in the primary colour, the letter in the accent, the dot in the action colour. */
export function BrandMark({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={HEIGHT}
      height={HEIGHT}
      aria-hidden="true"
      className={`${className} aspect-square w-auto`}
      data-logo="mark"
    >
      <rect width="64" height="64" rx="14" className="fill-brand" />
      <path d="M16 46V18h6l14 18V18h6v28h-6L22 28v18z" className="fill-brand-accent" />
      <circle cx="48" cy="16" r="5" className="fill-brand-action" />
    </svg>
  );
}
