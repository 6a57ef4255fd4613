import { describe, expect, it } from 'vitest';
import { reportSettingSchema } from '@/lib/auth/forms';

describe('the monthly report setting', () => {
  it('is on only when the box is ticked', () => {
    expect(reportSettingSchema.parse({ monthlyReport: 'yes' }).monthlyReport).toBe('yes');
    // an unticked box is not posted at all
    expect(reportSettingSchema.parse({}).monthlyReport).toBeUndefined();
    expect(reportSettingSchema.safeParse({ monthlyReport: 'on' }).success).toBe(false);
  });
});
