import { useTranslation } from 'react-i18next';
import { AuthButtons } from '../components/auth-buttons.tsx';
import { SampleTag } from '../components/sample-cards.tsx';
import { useSampleContent } from '../sample-content.ts';

interface TSection {
  title: string;
  body: string;
}

/** Design 7: long-form editorial — a serif article with a contents column and sample quotes marked 示例. */
export function EditorialDesign() {
  const { t } = useTranslation('demoHomepages');
  const { quotes, feedback } = useSampleContent();
  const sections = t('editorial.sections', { returnObjects: true }) as TSection[];
  return (
    <article className="op-demo-editorial">
      <header className="op-demo-editorial__head">
        <span className="op-demo-editorial__kicker">{t('editorial.kicker')}</span>
        <h1 className="op-demo-editorial__title">{t('editorial.title')}</h1>
        <p className="op-demo-editorial__byline">{t('editorial.byline')}</p>
      </header>
      <div className="op-demo-editorial__grid">
        <aside className="op-demo-editorial__toc" aria-label={t('editorial.tocTitle')}>
          <span className="op-demo-editorial__toc-title">{t('editorial.tocTitle')}</span>
          <ol>
            {sections.map((s, i) => (
              <li key={s.title}>
                <a href={`#op-demo-section-${i + 1}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </aside>
        <div className="op-demo-editorial__body">
          <p className="op-demo-editorial__lead">{t('editorial.lead')}</p>
          {sections.map((s, i) => (
            <section key={s.title} id={`op-demo-section-${i + 1}`}>
              <h2 className="op-demo-editorial__h2">{s.title}</h2>
              <p>{s.body}</p>
              {i === 0 && <blockquote className="op-demo-editorial__pull">{t('editorial.pullQuote')}</blockquote>}
              {i === 2 && (
                <figure className="op-demo-editorial__figure">
                  <SampleTag />
                  <p className="op-demo-feedback__q">{feedback.question}</p>
                  <figcaption>{feedback.followUp}</figcaption>
                </figure>
              )}
            </section>
          ))}
          <section className="op-demo-editorial__quotes" aria-labelledby="op-demo-quotes">
            <h2 id="op-demo-quotes" className="op-demo-editorial__h2">
              {t('editorial.quotesTitle')}
            </h2>
            <p className="op-demo-editorial__note">{t('editorial.quotesNote')}</p>
            {quotes.map((q) => (
              <figure key={q.who} className="op-demo-editorial__quote">
                <SampleTag />
                <blockquote>{q.text}</blockquote>
                <figcaption>{q.who}</figcaption>
              </figure>
            ))}
          </section>
          <AuthButtons registerLabel={t('actions.start')} />
        </div>
      </div>
    </article>
  );
}
