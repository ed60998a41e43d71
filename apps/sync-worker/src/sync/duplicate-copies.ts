// The same ID twice in one export. The first VALID copy is kept (the import
// streams, so a copy already written is never replaced by a later one); an
// invalid copy before it stays rejected with its own reason, amended to say
// that a later copy was imported, and every copy after it is rejected as a
// duplicate whatever its content. The run's rejections then tell the truth
// about what the site shows.
import type { Rejection } from './crm/property-row';

export class DuplicateCopies {
  /** Kept key → whether the kept copy was the first one of the export. */
  private readonly keptKeys = new Map<string | number, boolean>();
  /** Rejections of invalid copies whose key has no kept copy yet. */
  private readonly invalidCopies = new Map<string | number, Rejection[]>();

  /**
   * @param rejections the run's list, appended to
   * @param label how the list names a key (`ID 4101`, `GetProjectList: duplicate 77`…)
   */
  constructor(
    private readonly rejections: Rejection[],
    private readonly duplicateReason: (key: string | number, firstWasKept: boolean) => string,
  ) {}

  /** True (and reported) when a copy of this key was already kept. */
  isDuplicate(key: string | number): boolean {
    const firstWasKept = this.keptKeys.get(key);
    if (firstWasKept === undefined) return false;
    this.rejections.push({ id: key, reason: this.duplicateReason(key, firstWasKept) });
    return true;
  }

  /** An invalid copy: rejected with its reason; remembered under its key, when it has one. */
  rejected(key: string | number | null, rejection: Rejection): void {
    this.rejections.push(rejection);
    if (key === null) return;
    const earlier = this.invalidCopies.get(key);
    if (earlier) earlier.push(rejection);
    else this.invalidCopies.set(key, [rejection]);
  }

  /** The copy that is imported; the invalid copies before it say so. */
  kept(key: string | number): void {
    const earlier = this.invalidCopies.get(key);
    for (const rejection of earlier ?? [])
      rejection.reason += `; a later copy of ID ${key} in this export was imported instead`;
    this.invalidCopies.delete(key);
    this.keptKeys.set(key, earlier === undefined);
  }
}
