import { describe, expect, it } from 'vitest';
import { pageNumbers } from '@/lib/format/paging';

describe('paging numbers', () => {
  it('shows every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('puts an ellipsis where pages are left out, and a lone missing page instead of one', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageNumbers(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 8, 9, 10]);
  });
});
