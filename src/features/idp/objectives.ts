import type { Objective } from './schemas';

/**
 * The development objectives a template may serve (GET cms/idp/development-objective, spec 002 §7). The specification
 * does not show where they come from: the console offers this one list, the aims corporate development plans are
 * usually written for (docs/decisions/0134). Templates store the ids.
 */
export const DEVELOPMENT_OBJECTIVES: readonly Objective[] = [
  { id: 1, title: 'Improve performance in the current role' },
  { id: 2, title: 'Prepare for a future role' },
  { id: 3, title: 'Develop leadership' },
  { id: 4, title: 'Build technical expertise' },
  { id: 5, title: 'Strengthen interpersonal skills' },
  { id: 6, title: 'Meet a certification or compliance requirement' },
];

export const objectiveTitles = (ids: readonly number[]): Objective[] => ids.flatMap((id) => DEVELOPMENT_OBJECTIVES.filter((o) => o.id === id));
