-- PostgreSQL twin of ../sqlite/011-web-vitals.sql.
CREATE TABLE web_vitals_daily (
  day      TEXT    NOT NULL,
  template TEXT    NOT NULL,
  region   TEXT    NOT NULL CHECK (region IN ('US', 'UK', 'DE')),
  device   TEXT    NOT NULL CHECK (device IN ('mobile', 'desktop')),
  metric   TEXT    NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  bucket   INTEGER NOT NULL,
  views    INTEGER NOT NULL
);
CREATE UNIQUE INDEX web_vitals_daily_key ON web_vitals_daily (day, template, region, device, metric, bucket);
