import { useDocumentForm } from "./content-fields";
import { MediaField } from "./media-field";

// Every image of the content editors: the media library's picker (media-field.tsx) bound to the
// document's path, with the API's errors for that path beside it.

export function ContentImageField({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { get, set, errors } = useDocumentForm();
  const value = get(path);
  return (
    <div data-path={path}>
      <MediaField
        label={label}
        value={typeof value === "string" ? value : null}
        onChange={(id) => set(path, id)}
        hint={hint}
        errors={errors[path]}
      />
    </div>
  );
}
