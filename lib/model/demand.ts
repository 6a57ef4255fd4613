import type { Goal } from './types';

/*
 * The demand register's rows as the owner portal counts them (lib/stats/demand.ts): what a
 * registration or a search alert asks for, and when it looked. Stored by lib/db/demand.ts.
 */

/** What a registration or an alert asks for; an empty list or a missing bound asks nothing of it. */
export type DemandCriteria = {
  goal: Goal;
  /** Property type WebIDs: any of them. */
  types: readonly number[];
  /** City values `name|postcode` (or a bare postcode or name): any of them. */
  zones: readonly string[];
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
};

export type DemandSource = 'register' | 'alert';

/** One registration or alert: its criteria, and when it started and stopped looking (null: still). */
export type DemandRow = {
  source: DemandSource;
  criteria: DemandCriteria;
  from: number;
  until: number | null;
};
