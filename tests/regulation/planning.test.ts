import { describe, expect, it } from 'vitest';
import { isDisclosed, PLANNING_DISCLOSURES } from '@/lib/regulation/planning';

describe('planning disclosures per region', () => {
  it.each([
    'floodRiskP',
    'floodRiskG',
    'floodArea',
    'preemptionRight',
    'summons',
    'judicialDecision',
    'asbestos',
  ] as const)('keeps the Flemish item %s to Flanders', (field) => {
    expect(isDisclosed('flanders', field)).toBe(true);
    expect(isDisclosed('brussels', field)).toBe(false);
    expect(isDisclosed('wallonia', field)).toBe(false);
    expect(isDisclosed('luxembourg', field)).toBe(false);
  });

  it('shows the federal electrical inspection in every Belgian region only', () => {
    expect(isDisclosed('flanders', 'electricalInspection')).toBe(true);
    expect(isDisclosed('brussels', 'electricalInspection')).toBe(true);
    expect(isDisclosed('wallonia', 'electricalInspection')).toBe(true);
    expect(isDisclosed('luxembourg', 'electricalInspection')).toBe(false);
  });

  it('shows nothing for a place outside the schemes', () => {
    expect(isDisclosed(null, 'zoning')).toBe(false);
  });

  it('lists no field twice', () => {
    for (const fields of Object.values(PLANNING_DISCLOSURES))
      expect(new Set(fields).size).toBe(fields.length);
  });
});
