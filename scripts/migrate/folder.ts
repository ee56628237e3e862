// What a migration works on: the owner's content folder, read once, its modules edited in memory
// and written together at the end, so one run prints and writes each file once.
import type { Migrated } from './edit.ts';

export interface MigrationFolder {
  /** The content folder. */
  dir: string;
  /** The project root, whose public/ held files earlier formats named. */
  root: string;
  /** Every file name in the folder, parsed or not. */
  files: ReadonlySet<string>;
  /** The modules that parse, by file name, as the migrations so far left them; a step may add one. */
  modules: Map<string, string>;
  /** Records one change in a file of the folder, for the owner to read. */
  note: (file: string, change: string) => void;
}

/** A step that rewrites each module's text on its own (most do). */
export function eachModule(
  migrate: (source: string, fileName: string, folder: MigrationFolder) => Migrated,
): (folder: MigrationFolder) => void {
  return (folder) => {
    for (const [name, source] of folder.modules) {
      const { text, changes } = migrate(source, name, folder);
      folder.modules.set(name, text);
      for (const change of changes) folder.note(name, change);
    }
  };
}
