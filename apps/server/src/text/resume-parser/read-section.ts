import { CERT_WORD, listItems, type TCollected } from './collected.ts';
import { readEducationSection } from './education.ts';
import { stripBullet } from './lexicon.ts';
import { isLabelOnly, rejoined } from './lines.ts';
import type { TSection } from './sections.ts';
import { readProjectsSection, readWorkSection } from './work.ts';

/** One section read into what the sections hold, by its kind. */

export function readSection(section: TSection, out: TCollected, source: string): void {
  switch (section.kind) {
    case 'education':
      return readEducationSection(section, out);
    case 'work':
    case 'internship':
      return readWorkSection(section, out);
    case 'projects':
      return readProjectsSection(section, out);
    case 'skills':
      for (const line of section.lines) {
        const item = stripBullet(line.text).text;
        if (item && !isLabelOnly(item) && /[\p{L}\p{N}]/u.test(item)) out.skills.push(item);
      }
      return;
    case 'certificates':
      out.certificates.push(...listItems(section.lines));
      return;
    case 'awards':
      out.awards.push(...listItems(section.lines));
      return;
    case 'honors':
      for (const item of listItems(section.lines)) (CERT_WORD.test(item) ? out.certificates : out.awards).push(item);
      return;
    case 'summary': {
      const first = section.lines[0];
      const last = section.lines[section.lines.length - 1];
      if (!first || !last) return;
      // A second summary ("Career Highlights" after "Profile") is kept under its own heading.
      if (out.selfEvaluation === null) out.selfEvaluation = source.slice(first.start, last.end).trim();
      else out.other.push({ title: section.title ?? '', lines: rejoined(section.lines).map((l) => l.text) });
      return;
    }
    case 'other':
      // Wrapped sentences are rejoined here too: a two-column page read as one leaves its jobs here.
      out.other.push({ title: section.title ?? '', lines: rejoined(section.lines).map((l) => l.text) });
      return;
    default:
    // Header, basics and intent lines are read by placeHeaderText.
  }
}
