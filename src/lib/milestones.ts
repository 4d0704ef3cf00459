import type { MilestonesContent } from '../content/types';

export type Milestone = MilestonesContent['milestones'][number];

/** A milestone with a year, not a word such as Future for what is still ahead. */
export const isDated = (milestone: Milestone): boolean => /^\d{4}$/.test(milestone.year);
