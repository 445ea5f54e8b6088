import { FieldShell, useDocumentForm } from "./content-fields";

// Every image of the content editors goes through this one component, so the media library's
// picker (MediaField: { label, value: string | null, onChange(id | null) }) replaces it here
// alone. Until then staff type a media-library id (shared/schemas/content-documents.ts, mediaId).

export function ContentImageField({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { get, set } = useDocumentForm();
  const value = get(path);
  return (
    <FieldShell path={path} label={label} hint={hint ?? "The image's id in the media library. Empty: no image."}>
      {(a) => (
        <input
          {...a}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => set(path, e.target.value.trim() === "" ? null : e.target.value.trim())}
          spellCheck={false}
        />
      )}
    </FieldShell>
  );
}
