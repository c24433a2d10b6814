import { describe, expect, it } from 'vitest';
import { adHocPosition, advertRequirements } from '../src/modules/optimizations/service.ts';

const ONE_PARAGRAPH =
  'About us: Acme Corp is a leading provider of insurance products and has served families for 80 years with care. ' +
  'We offer great PTO, a 401k match and free lunches on Fridays. ' +
  'You will build REST services in Java and Spring Boot. ' +
  'Experience with PostgreSQL and Docker is required. ' +
  "A Bachelor's degree in Computer Science or a related field is preferred.";

describe('positions from pasted advert text (AI proxy calls)', () => {
  it('cuts a one-paragraph advert into requirement sentences and drops the blurb', () => {
    const items = advertRequirements([ONE_PARAGRAPH]);
    expect(items).toContain('You will build REST services in Java and Spring Boot.');
    expect(items).toContain('Experience with PostgreSQL and Docker is required.');
    expect(items.some((i) => i.includes('Bachelor'))).toBe(true);
    expect(items.some((i) => i.includes('PTO') || i.includes('About us'))).toBe(false);
  });

  it('keeps short items as they are', () => {
    expect(advertRequirements(['熟悉 Java', '本科及以上学历'])).toEqual(['熟悉 Java', '本科及以上学历']);
  });

  it('reads the experience from the title when the advert does not state it', () => {
    const position = adHocPosition('Junior Software Developer (1-4 years)', ONE_PARAGRAPH);
    expect(position?.experience_level).toBe('1-4 years');
    expect(position?.name).toBe('Junior Software Developer (1-4 years)');
    expect(adHocPosition(undefined, undefined)).toBeUndefined();
  });
});
