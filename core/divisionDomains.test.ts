import { describe, expect, it } from 'vitest';
import { domainListText, readDomainList } from './divisionDomains';

describe('a division’s domain list', () => {
  it('reads domains separated by commas, spaces or semicolons, blanks dropped', () => {
    expect(readDomainList(' sci.campus.edu, @arts.campus.edu;;law.campus.edu  med.campus.edu ,')).toEqual(['sci.campus.edu', '@arts.campus.edu', 'law.campus.edu', 'med.campus.edu']);
    expect(readDomainList('  ')).toEqual([]);
  });

  it('shows as the list it reads back', () => {
    const domains = ['sci.campus.edu', 'arts.campus.edu'];
    expect(domainListText(domains)).toBe('sci.campus.edu, arts.campus.edu');
    expect(readDomainList(domainListText(domains))).toEqual(domains);
  });
});
