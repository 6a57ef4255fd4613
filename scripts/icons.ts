/** `npm run icons`: writes the icon sprite (components/ui/icons.svg) from lib/media/icon-sprite.ts. */
import { writeFileSync } from 'node:fs';
import { iconSprite } from '../lib/media/icon-sprite';

writeFileSync(new URL('../components/ui/icons.svg', import.meta.url), iconSprite());
console.log('components/ui/icons.svg written');
