import type { TCardTagKind } from '../features/resumes/resume-card-parts.ts';
import { SAVED_RESUMES_TEMPLATE_ID } from './resume-list.ts';

/**
 * Run by scripts/prerender.ts in the resume library the build has rendered signed in: puts the
 * ghost cards (`loadingHtml`, the panel as it was while the list loaded) back, and keeps one card
 * and one tag of each kind, emptied of text, in a template for saved-pages/resume-list.ts. The
 * account's name leaves the header. Returns the kinds of tag kept. Self-contained: it runs in
 * the page.
 */
export function keepResumeTemplate(doc: Document, loadingHtml: string, templateId: string): TCardTagKind[] {
  const grid = doc.querySelector('.op-list-page__grid');
  const panel = grid?.parentElement;
  if (!grid || !panel) throw new Error('没有找到简历列表');
  const cards = [...grid.querySelectorAll('.op-resume-card')];
  const template = doc.createElement('template');
  template.id = templateId;
  // A card with every part: the subtitle's place is needed for the cards that have one.
  const first = cards.find((c) => c.querySelector('.op-resume-card__sub'));
  if (!first) throw new Error('没有带副标题的简历卡片');
  const card = first.cloneNode(true) as Element;
  for (const t of card.querySelectorAll('.ant-tag')) t.remove();
  for (const part of card.querySelectorAll(
    '.op-resume-card__name, .op-resume-card__sub, .op-resume-card__excerpt, .op-resume-card__time',
  ))
    part.textContent = '';
  card.removeAttribute('aria-label');
  card.classList.remove('op-list-card--selected');
  card.setAttribute('aria-pressed', 'false');
  template.content.append(card);
  // Ant Design's preset tag colours: a tag with any other than purple and blue is no sample.
  const otherColour =
    /^ant-tag-(green|red|orange|gold|yellow|cyan|magenta|pink|volcano|lime|geekblue|success|error|warning|processing)$/;
  const kindOf = (t: Element): TCardTagKind | null => {
    if (t.querySelector('.anticon-lock')) return 'private';
    if (t.querySelector('.anticon-global')) return 'public';
    if (t.classList.contains('ant-tag-purple')) return 'purple';
    if (t.classList.contains('ant-tag-blue')) return 'blue';
    return [...t.classList].some((c) => otherColour.test(c)) ? null : 'plain';
  };
  const found: TCardTagKind[] = [];
  for (const t of grid.querySelectorAll('.op-resume-card__meta .ant-tag')) {
    const kind = kindOf(t);
    if (!kind || found.includes(kind)) continue;
    const sample = t.cloneNode(true) as Element;
    sample.setAttribute('data-op-tag', kind);
    const label = sample.querySelector(':scope > span:not(.anticon)');
    (label ?? sample).textContent = '';
    template.content.append(sample);
    found.push(kind);
  }
  panel.innerHTML = loadingHtml;
  panel.setAttribute('data-op-saved', 'resumes');
  panel.append(template);
  const name = doc.querySelector('.op-user-menu__name');
  if (name) name.textContent = '';
  const img = doc.querySelector('.op-user-menu img');
  img?.setAttribute('alt', '');
  img?.setAttribute('src', '/default-avatar.svg'); // the default avatar (lib/avatar.ts): the page runs this alone
  return found;
}

/** The same, as a script for the build's browser (a bundler's helpers stubbed: it runs alone). */
export const keepResumeTemplateScript = (loadingHtml: string): string =>
  `(() => { const __name = (f) => f; return (${keepResumeTemplate.toString()})(document, ${JSON.stringify(
    loadingHtml,
  )}, ${JSON.stringify(SAVED_RESUMES_TEMPLATE_ID)}); })()`;
