import { Puzzle } from 'lucide-react';
import type { TeamFindDto } from '../../../core/teams';
import { withParts } from '../../lib/richText';
import { readerLocale } from '../../lib/readerLocale';
import { useI18n } from '../../hooks/useI18n';

/** What the team holds, newest find first, with who found each piece and when. */
export function TeamCollection({ finds }: { finds: readonly TeamFindDto[] }) {
  const i18n = useI18n();
  const newestFirst = [...finds].sort((a, b) => Date.parse(b.foundAt) - Date.parse(a.foundAt));
  return (
    <section className="card" aria-labelledby="team-collection-title" data-testid="team-collection">
      <h2 id="team-collection-title" className="card-title">
        <Puzzle size={20} aria-hidden />
        {i18n._({ id: 'team.collection', message: 'Team collection' })}
      </h2>
      {newestFirst.length === 0 ? (
        <p className="muted">{i18n._({ id: 'team.collection.empty', message: 'Nothing found yet. Every piece a member scans shows up here.' })}</p>
      ) : (
        <ul className="team-list">
          {newestFirst.map((find) => (
            <li key={find.pieceId} className="team-find" data-testid="team-find">
              {find.imageUrl ? (
                <img src={find.imageUrl} alt="" width={44} height={44} className="team-find-image" loading="lazy" />
              ) : (
                <span className="team-find-image" aria-hidden>
                  <Puzzle size={20} />
                </span>
              )}
              <span className="team-find-text">
                <span className="team-find-name">{find.pieceName}</span>
                <span className="muted small">
                  {withParts(
                    i18n._({ id: 'team.collection.found', message: 'Found by {name} · <0>{when}</0>', values: { name: find.foundBy, when: foundWhen(find.foundAt) } }),
                    [(when) => <time dateTime={find.foundAt}>{when}</time>],
                  )}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The day and time of a find, as the reader writes them in the page's language ('Sat 14:05'): a hunt lasts a day or a few. */
function foundWhen(iso: string): string {
  return new Date(iso).toLocaleString(readerLocale(), { weekday: 'short', hour: '2-digit', minute: '2-digit' });
}
