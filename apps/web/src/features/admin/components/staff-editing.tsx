import { useState, type ComponentType } from 'react';
import { RetireDialog } from './staff-table';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Whom the edit dialog is open for: `row: null` adds a new person; `null` when it is closed. */
export type StaffEditing<T> = { row: T | null } | null;

/** The props of a list's own edit dialog; `onDone` closes it with the notice to show. */
export type StaffEditorProps<T> = { editing: StaffEditing<T>; onClose: () => void; onDone: (text: string) => void };

/**
 * What a back-office list of people who give sessions (the PT trainers, the golf pros) keeps: the
 * notice it shows, whom the edit dialog is open for, and whom it asks about taking out of booking.
 */
export function useStaffEditing<T>() {
  const [editing, setEditing] = useState<StaffEditing<T>>(null);
  const [retiring, setRetiring] = useState<T | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  return {
    editing,
    retiring,
    notice,
    setNotice,
    add: () => {
      setNotice(null);
      setEditing({ row: null });
    },
    edit: (row: T) => setEditing({ row }),
    close: () => setEditing(null),
    done: (text: string) => {
      setEditing(null);
      setNotice({ tone: 'success', text });
    },
    retire: (row: T | null) => setRetiring(row),
  };
}

/**
 * The two dialogs of such a list: its own edit dialog (`editor`, keyed by the person so it starts
 * afresh), and the question before taking a person out of booking; `onRetire` does it and returns the notice.
 */
export function StaffDialogs<T extends { id: number }>({
  staff,
  editor: Editor,
  nameOf,
  retireLabel,
  retireMessage,
  onRetire,
}: {
  staff: ReturnType<typeof useStaffEditing<T>>;
  editor: ComponentType<StaffEditorProps<T>>;
  nameOf: (person: T) => string;
  retireLabel: string;
  retireMessage: (person: T) => string;
  onRetire: (person: T) => Promise<string>;
}) {
  return (
    <>
      {staff.editing && (
        <Editor key={staff.editing.row?.id ?? 'new'} editing={staff.editing} onClose={staff.close} onDone={staff.done} />
      )}
      <RetireDialog
        person={staff.retiring}
        nameOf={nameOf}
        label={retireLabel}
        message={retireMessage}
        onConfirm={async (person) => staff.setNotice({ tone: 'success', text: await onRetire(person) })}
        onClose={() => staff.retire(null)}
      />
    </>
  );
}
