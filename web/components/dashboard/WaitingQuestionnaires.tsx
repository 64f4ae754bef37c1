import { lazy, Suspense, useState } from 'react';
import useSWR from 'swr';
import { ClipboardList } from 'lucide-react';
import { API } from '../../../core/apiPaths';
import type { ParticipantQuestionnaire } from '../../../core/questions';
import { useI18n } from '../../hooks/useI18n';

const SurveyDialog = lazy(() => import('../survey/SurveyDialog').then((module) => ({ default: module.SurveyDialog })));

/** 'N questionnaires waiting': those skipped or interrupted, answered from here until the hunt ends. */
export function WaitingQuestionnaires() {
  const i18n = useI18n();
  const { data: waiting, mutate } = useSWR<ParticipantQuestionnaire[], Error>(API.pendingQuestionnaires);
  const [open, setOpen] = useState<ParticipantQuestionnaire | null>(null);
  return (
    <>
      {waiting && waiting.length > 0 && (
        <section className="card waiting-card" aria-labelledby="waiting-title" data-testid="waiting-questionnaires">
          <h2 id="waiting-title" className="waiting-title">
            <ClipboardList size={20} aria-hidden />{' '}
            {i18n._({
              id: 'waiting.title',
              message: '{count, plural, one {# questionnaire} other {# questionnaires}} waiting',
              values: { count: waiting.length },
            })}
          </h2>
          <p className="muted">{i18n._({ id: 'waiting.lead', message: "Answer them before the hunt ends: a quiz's points count only then." })}</p>
          <ul className="waiting-list">
            {waiting.map((questionnaire) => (
              <li key={questionnaire.id}>
                <span>{questionnaire.title}</span>
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(questionnaire)}>
                  {i18n._({ id: 'waiting.answer', message: 'Answer' })}
                  <span className="sr-only"> {questionnaire.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Apart from the card: answering empties the list, and the results must stay until Continue. */}
      {open && (
        <Suspense fallback={null}>
          <SurveyDialog
            key={open.id}
            questionnaire={open}
            onDone={() => {
              setOpen(null);
              void mutate();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
