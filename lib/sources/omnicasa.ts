import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { omnicasaClient } from '@/lib/crm/omnicasa/client';
import { pullOmnicasaFeed } from '@/lib/crm/omnicasa/pull';
import { omnicasaSettings } from '@/lib/crm/omnicasa/settings';
import { SourceError, type ListingSource } from './types';

/**
 * The agency's Omnicasa CRM (docs/crm-omnicasa.md): properties, projects and types pulled in every
 * enabled language that has an Omnicasa id, written as one feed file (`omnicasa-…/omnicasa.json`
 * in the system's temporary folder, removed by `cleanup`). The connection's variables are read
 * even without `CRM` set (the command names Omnicasa itself). A CRM failure throws an
 * OmnicasaError naming the call and the CRM's Message before anything is imported.
 */
export const omnicasaSource: ListingSource = {
  name: 'omnicasa',
  async load({ env, locales, path: given, client: clientOptions }) {
    if (given !== null)
      throw new SourceError(`--from omnicasa takes no file (got ${given}); it reads the CRM`);
    const settings = omnicasaSettings({ ...env, CRM: 'omnicasa' })!;
    const client = omnicasaClient({ ...settings, ...clientOptions });
    const { feed, problems } = await pullOmnicasaFeed(client, locales, settings.languageIds);
    const dir = mkdtempSync(path.join(tmpdir(), 'omnicasa-'));
    const target = path.join(dir, 'omnicasa.json');
    writeFileSync(target, JSON.stringify(feed));
    return { target, problems, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  },
};
