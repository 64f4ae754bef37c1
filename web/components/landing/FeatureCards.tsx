import type { MessageDescriptor } from '@lingui/core';
import { Brain, QrCode, Trophy, Zap, type LucideIcon } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';

const FEATURES: { title: MessageDescriptor; text: MessageDescriptor; icon: LucideIcon }[] = [
  {
    title: /*i18n*/ { id: 'landing.features.codes', message: 'Hidden QR Codes' },
    text: /*i18n*/ { id: 'landing.features.codesText', message: 'Codes are hidden all over campus. Each one unlocks a unique puzzle piece.' },
    icon: QrCode,
  },
  {
    title: /*i18n*/ { id: 'landing.features.puzzles', message: 'Mind-Bending Puzzles' },
    text: /*i18n*/ { id: 'landing.features.puzzlesText', message: 'Ciphers and quizzes that reward sharp minds as much as fast feet.' },
    icon: Brain,
  },
  {
    title: /*i18n*/ { id: 'landing.features.win', message: 'Compete & Win' },
    text: /*i18n*/ { id: 'landing.features.winText', message: 'Top finishers earn prize tiers, from Bronze all the way up to Platinum.' },
    icon: Trophy,
  },
  {
    title: /*i18n*/ { id: 'landing.features.scoring', message: 'Real-Time Scoring' },
    text: /*i18n*/ { id: 'landing.features.scoringText', message: 'Your progress saves automatically and the leaderboard updates live.' },
    icon: Zap,
  },
];

export function FeatureCards() {
  const i18n = useI18n();
  return (
    <section className="landing-section" aria-label={i18n._({ id: 'landing.features.label', message: 'Features' })}>
      <div className="feature-grid">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <article key={title.id} className="card feature-card">
            <span className="feature-icon" aria-hidden>
              <Icon size={22} />
            </span>
            <h3>{i18n._(title)}</h3>
            <p className="muted">{i18n._(text)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
