import { queryOptions } from "@tanstack/react-query";
import type { AdminMediaAsset, MediaUploadResult } from "../../../shared/schemas/admin-media";
import { HttpStatusError } from "../../api/http";
import { adminJson, adminWriteHeaders, reportSignedOut, retryServerErrorsOnce } from "./admin-http";

// The media library's calls (server/api/admin/media.routes.ts). Uploads go through
// XMLHttpRequest, the one browser API that reports upload progress.

export const MEDIA_KEY = ["/api/admin/media"] as const;

export const mediaListQuery = () =>
  queryOptions({
    retry: retryServerErrorsOnce,
    queryKey: MEDIA_KEY,
    queryFn: () => adminJson<AdminMediaAsset[]>("GET", MEDIA_KEY[0]),
  });

export const saveAltTexts = (id: string, alt: string, altDe: string) =>
  adminJson<AdminMediaAsset>("PATCH", `/api/admin/media/${id}`, { alt, altDe });

export const deleteMedia = (id: string) => adminJson<undefined>("DELETE", `/api/admin/media/${id}`);

/** Sends one file with its alt texts; `onProgress` gets the share sent so far (0 to 1). Fails with HttpStatusError. */
export function uploadMedia(
  file: File,
  alt: { alt: string; altDe: string },
  onProgress: (sent: number) => void,
): Promise<MediaUploadResult> {
  const form = new FormData();
  form.append("alt", alt.alt);
  if (alt.altDe.trim()) form.append("altDe", alt.altDe);
  form.append("file", file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", MEDIA_KEY[0]);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(adminWriteHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(JSON.parse(xhr.responseText) as MediaUploadResult);
        return;
      }
      if (xhr.status === 401) reportSignedOut();
      reject(new HttpStatusError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error("The upload did not reach the server. Check the connection and try again."));
    xhr.send(form);
  });
}

const sizeFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "840 KB", "2.4 MB". */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${sizeFormat.format(bytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
