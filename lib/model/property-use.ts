/**
 * What a property type is used for, by WebID: 5 offices and shops, 6 semi-industrial are
 * workplaces; a plot (4) has no floor at all. The name of a building's main surface follows it:
 * a home has a living area, a workplace a floor area (docs/features.md › Listings).
 */
export const WORKPLACE_TYPES: ReadonlySet<number> = new Set([5, 6]);

export function isWorkplace(typeId: number): boolean {
  return WORKPLACE_TYPES.has(typeId);
}

/** The message key (Listing.fields) that names a listing's main surface. */
export function mainSurfaceField(typeId: number): 'surfaceLiving' | 'surfaceFloor' {
  return isWorkplace(typeId) ? 'surfaceFloor' : 'surfaceLiving';
}
