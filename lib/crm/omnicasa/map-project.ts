import { rawProjectSchema } from '@/lib/data/schema';
import type { Locale } from '@/lib/i18n/locales';
import { field, type JsonRecord } from './client';
import { coordinates, mapRecord, numberOf, picturesOf, type MappedRecord } from './map-record';

/**
 * An Omnicasa new-build project (a row of `GetProjectList` or the `Value` of `GetProject`) as a
 * record of the feed (rawProjectSchema). Besides the feed's own names: coordinates from
 * GoogleX/GoogleY, the address's publication from PublishAddress, photos from the picture lists,
 * the first photo as its thumbnail, plans from PlanPictureItems or Plans.
 */
const ALIASES: Partial<Record<string, readonly string[]>> = {
  PublicAddress: ['PublicAddress', 'PublishAddress'],
  Description: ['DescriptionA', 'Description'],
  PriceMin: ['PriceMin', 'MinPrice', 'StartPrice'],
  PriceMax: ['PriceMax', 'MaxPrice'],
  Units: ['Units', 'NumberOfUnits', 'UnitCount'],
};

export function mapOmnicasaProject(row: JsonRecord, locale: Locale): MappedRecord {
  const pictures = picturesOf(
    row,
    ['XLargePictureItems', 'LargePictureItems', 'LargePictures', 'Pictures'],
    'LargePicture',
  );
  const small = field(row, 'SmallPicture');
  return mapRecord(row, rawProjectSchema.shape, {
    aliases: ALIASES,
    computed: {
      ID: numberOf(field(row, 'ID')),
      language: locale,
      ...coordinates(row),
      Pictures: pictures.length > 0 ? pictures : undefined,
      Plans: picturesOf(row, ['PlanPictureItems', 'Plans']),
      SmallPicture: typeof small === 'string' && small !== '' ? small : pictures[0]?.Url,
    },
  });
}
