-- Web Vitals of real visitors (docs/decisions/0027-real-user-vitals.md): no event is kept,
-- only how many page views of a day, page template, region and device class measured a
-- metric in each bucket of a fixed log-spaced histogram (shared/web-vitals/vitals-histogram.ts).
-- A day's count of page views is the sum of its buckets' views. Rows older than about 90 days are deleted.
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
