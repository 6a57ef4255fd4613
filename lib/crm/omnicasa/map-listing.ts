import { rawListingSchema } from '@/lib/data/schema';
import type { Locale } from '@/lib/i18n/locales';
import { field, type JsonRecord } from './client';
import {
  coordinates,
  dateTimeOf,
  mapRecord,
  numberOf,
  pictureOf,
  picturesOf,
  type MappedRecord,
} from './map-record';

/**
 * An Omnicasa property (a row of `GetPropertyList` or the `Value` of `GetProperty`) as a record of
 * the site's feed (rawListingSchema), for the import to validate, resolve the photos of and
 * publish (lib/crm/omnicasa/map-record.ts says how names are matched). Besides the feed's own
 * names: coordinates from GoogleX/GoogleY, the text from DescriptionA, the creation day from
 * CreatedDate, photos from XLargePictureItems, LargePictureItems or LargePictures, features from
 * HasLift, HasGarden… (the names the public clients read, docs/crm-omnicasa.md).
 */
const ALIASES: Partial<Record<string, readonly string[]>> = {
  Description: ['DescriptionA', 'Description'],
  Lift: ['HasLift', 'Lift'],
  Garden: ['HasGarden', 'Garden'],
  Terrace: ['HasTerrace', 'Terrace'],
  Cellar: ['HasCellar', 'Cellar'],
  Attic: ['HasAttic', 'Attic'],
  Furnished: ['HasFurnished', 'Furnished'],
  Floors: ['NumberOfFloors', 'Floors'],
  Facades: ['NumberOfFacades', 'Facades'],
  Bedrooms: ['NumberOfBedRooms', 'NumberOfBedrooms', 'Bedrooms'],
  Bathrooms: ['NumberOfBathRooms', 'NumberOfBathrooms', 'Bathrooms'],
};

const PICTURE_LISTS = ['XLargePictureItems', 'LargePictureItems', 'LargePictures', 'Pictures'];

export function mapOmnicasaListing(row: JsonRecord, locale: Locale): MappedRecord {
  const pictures = picturesOf(row, PICTURE_LISTS, 'LargePicture');
  const webIds = field(row, 'WebIDs');
  return mapRecord(row, rawListingSchema.shape, {
    aliases: ALIASES,
    optional: ['PriceChanges'],
    computed: {
      ID: numberOf(field(row, 'ID')),
      language: locale,
      WebIDs: Array.isArray(webIds) ? webIds.join(',') : webIds,
      ...coordinates(row),
      CreatedAt: dateTimeOf(field(row, 'CreatedDate') ?? field(row, 'CreatedAt')),
      Pictures: pictures.length > 0 ? pictures : undefined,
      SmallPictureItem: pictureOf(field(row, 'SmallPictureItem'), 0) ?? pictures[0],
      // Price changes are the import's to find, by comparing versions
      PriceChanges: undefined,
    },
  });
}
