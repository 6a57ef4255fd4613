/**
 * The bundled data set as Omnicasa would send it (tests/support/omnicasa-stand-in.ts serves these
 * rows): names in other cases, coordinates as GoogleX/GoogleY, the text as DescriptionA, the
 * creation day as a WCF date, features as Has…, photos as XLargePictureItems.
 */
type Row = Record<string, unknown>;

const RENAMED = new Set([
  'Latitude',
  'Longitude',
  'Description',
  'CreatedAt',
  'Lift',
  'Garden',
  'language',
]);

export function asOmnicasaProperty(listing: Row): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(listing)) {
    if (RENAMED.has(name) || name === 'PriceChanges') continue;
    // one name in another case, as the known clients say the service may answer
    row[name === 'RecordFile' ? 'recordfile' : name] = value;
  }
  return {
    ...row,
    GoogleX: listing.Longitude,
    GoogleY: listing.Latitude,
    DescriptionA: listing.Description,
    CreatedDate: `/Date(${Date.parse(String(listing.CreatedAt))}+0100)/`,
    HasLift: listing.Lift,
    hasgarden: listing.Garden,
    XLargePictureItems: (listing.Pictures as Row[]).map((picture) => ({ ...picture })),
  };
}

export function asOmnicasaProject(project: Row): Row {
  const { Latitude, Longitude, PublicAddress, ...rest } = project;
  delete rest.language;
  return { ...rest, GoogleX: Longitude, GoogleY: Latitude, PublishAddress: PublicAddress };
}

export function asOmnicasaType(type: Row): Row {
  const { ID, WebID, Name, ShowOrder, Sale, Rent } = type;
  return { ID, WebID, Name, ShowOrder, Sale, Rent };
}
