import type { TUserComment } from '@batir/shared/contact-history';
import { useAddProjectNote, useDeleteUserComment } from '../api/user-comments';
import { NotesList } from './notes-list';
import { Panel } from './panel';

export type StaffNotesPanelProps = {
  projectId: number;
  /** The sheet's live staff notes on the project (shown newest first). */
  notes: TUserComment[];
};

/** Internal notes on a project: staff only, never shown to the customer. */
export function StaffNotesPanel({ projectId, notes }: StaffNotesPanelProps) {
  const add = useAddProjectNote(projectId);
  const remove = useDeleteUserComment({ projectId });
  const ordered = [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return (
    <Panel id={`staff-notes-${projectId}`} title="Notes internes">
      <NotesList
        notes={ordered}
        adding={add.isPending}
        onAdd={(text) => add.mutateAsync(text)}
        onDelete={(id) => remove.mutateAsync(id)}
      />
    </Panel>
  );
}
