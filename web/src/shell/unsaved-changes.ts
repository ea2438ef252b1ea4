import { useEffect, useRef } from "react";

/**
 * Forms with edits register here so Switch Accounts can ask "save or leave" first. A registry
 * rather than context: the user menu and the form live in different branches of the tree.
 */
interface Entry {
  readonly isDirty: () => boolean;
  readonly save: () => Promise<void>;
}

const entries = new Set<Entry>();

export const dirtyForms = (): Entry[] => [...entries].filter((entry) => entry.isDirty());

export const useUnsavedChanges = (dirty: boolean, save: () => Promise<void>): void => {
  const state = useRef({ dirty, save });
  state.current = { dirty, save };
  useEffect(() => {
    const entry: Entry = { isDirty: () => state.current.dirty, save: () => state.current.save() };
    entries.add(entry);
    return () => {
      entries.delete(entry);
    };
  }, []);
};
