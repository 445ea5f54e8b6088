import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { LeadDetail, LeadNote } from "../../../shared/schemas/admin-leads";
import { readApiProblem } from "../../api/http";
import { toast } from "../../lib/toasts/toast-store";
import { adminJson } from "./admin-http";
import { leadQuery } from "./admin-queries";
import { formatDateTime } from "./admin-ui";

/** Internal notes on a lead: only the staff see them. */
export function LeadNotes({ leadId, notes }: { leadId: string; notes: LeadNote[] }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const addNote = useMutation({
    mutationFn: (body: string) => adminJson<LeadNote>("POST", `/api/admin/leads/${leadId}/notes`, { body }),
    onSuccess: (note) => {
      setText("");
      queryClient.setQueryData(leadQuery(leadId).queryKey, (detail: LeadDetail | undefined) =>
        detail ? { ...detail, notes: [...detail.notes, note] } : detail,
      );
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: readApiProblem(error).message ?? "The note was not saved. Please try again.",
        variant: "destructive",
      }),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) addNote.mutate(text);
  };
  return (
    <section className="card p-5" aria-labelledby="notes-heading">
      <h2 id="notes-heading" className="text-lg font-semibold text-slate-900">
        Internal notes
      </h2>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3">
              <p className="whitespace-pre-wrap break-words text-slate-800">{note.body}</p>
              <p className="mt-1 text-xs text-slate-500">
                {note.authorEmail} · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={handleSubmit} className="mt-4">
        <label htmlFor="new-note" className="block text-sm font-medium text-slate-700">
          Add a note
        </label>
        <textarea
          id="new-note"
          rows={3}
          maxLength={5000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="admin-input mt-1"
        />
        <button type="submit" className="btn btn-primary mt-2" disabled={addNote.isPending || !text.trim()}>
          {addNote.isPending ? "Saving..." : "Add note"}
        </button>
      </form>
    </section>
  );
}
