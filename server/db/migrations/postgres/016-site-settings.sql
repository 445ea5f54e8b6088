-- PostgreSQL twin of ../sqlite/016-site-settings.sql: content_entries also holds the site
-- settings (docs/decisions/0040-site-settings.md). PostgreSQL changes the CHECK in place.
ALTER TABLE content_entries DROP CONSTRAINT content_entries_kind_check;
ALTER TABLE content_entries ADD CONSTRAINT content_entries_kind_check
  CHECK (kind IN ('case-study', 'testimonial', 'team-member', 'partner', 'site-settings'));
