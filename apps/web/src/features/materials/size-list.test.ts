import { describe, expect, it } from 'vitest';
import { addSizes } from './size-list';

describe('size chips', () => {
  it('adds new sizes in typed order, ignoring blanks and case-insensitive repeats', () => {
    expect(addSizes(['P', 'M'], [' G ', 'm', '', '15 cm'])).toEqual(['P', 'M', 'G', '15 cm']);
    expect(addSizes([], ['36', '38', '36'])).toEqual(['36', '38']);
  });
});
