// Which properties are units of which project, computed from the index alone
// (no lookup table), so a property page and a project page can be generated
// independently and still agree.
import { type ResolvedOptions, PROJECT_ID_BASE, PROPERTY_ID_BASE } from './export-options';
import { SeededRandom } from './seeded-random';
import { SHOWCASE } from './showcase';

export interface UnitPlace {
  project: number;
  projectId: number;
  /** 1-based unit number inside the project: its box number. */
  unit: number;
}

function layout(options: ResolvedOptions, project: number): { first: number; last: number } {
  const stride = Math.floor(options.properties / options.projects);
  const last = (project + 1) * stride - 1;
  const units = Math.min(new SeededRandom(options.seed, 'project-units', project).int(2, 5), stride);
  // Showcase records keep their own case; a unit there would blur it.
  return { first: Math.max(last - units + 1, SHOWCASE.length), last };
}

export function unitPlace(options: ResolvedOptions, index: number): UnitPlace | null {
  if (options.projects === 0) return null;
  const stride = Math.floor(options.properties / options.projects);
  const project = Math.floor(index / stride);
  if (project >= options.projects) return null;
  const { first, last } = layout(options, project);
  if (index < first || index > last) return null;
  return { project, projectId: PROJECT_ID_BASE + project, unit: index - first + 1 };
}

/** Indexes of the properties that are this project's units (often 2–5, none when the showcase fills the block). */
export function unitIndexes(options: ResolvedOptions, project: number): number[] {
  const { first, last } = layout(options, project);
  const indexes: number[] = [];
  for (let index = first; index <= last; index += 1) indexes.push(index);
  return indexes;
}

export const propertyId = (index: number) => PROPERTY_ID_BASE + index;
