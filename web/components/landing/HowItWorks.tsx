import type { MessageDescriptor } from '@lingui/core';
import { Brain, MapPin, Trophy, type LucideIcon } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';

const STEPS: { title: MessageDescriptor; text: MessageDescriptor; icon: LucideIcon }[] = [
  {
    title: /*i18n*/ { id: 'landing.steps.hunt', message: 'Hunt' },
    text: /*i18n*/ { id: 'landing.steps.huntText', message: 'Explore campus and find the hidden QR codes.' },
    icon: MapPin,
  },
  {
    title: /*i18n*/ { id: 'landing.steps.decode', message: 'Decode' },
    text: /*i18n*/ { id: 'landing.steps.decodeText', message: 'Scan each code to unlock a puzzle piece and solve its challenge.' },
    icon: Brain,
  },
  {
    title: /*i18n*/ { id: 'landing.steps.compete', message: 'Compete' },
    text: /*i18n*/ { id: 'landing.steps.competeText', message: 'Score on speed and accuracy and race up the leaderboard.' },
    icon: Trophy,
  },
];

export function HowItWorks() {
  const i18n = useI18n();
  return (
    <section id="how-it-works" className="landing-section">
      <h2 className="section-title">
        {i18n._({ id: 'landing.steps.title', message: 'Your Mission in {count} Steps', values: { count: STEPS.length } })}
      </h2>
      <ol className="steps">
        {STEPS.map(({ title, text, icon: Icon }, index) => (
          <li key={title.id} className="card step">
            <span className="step-number" aria-hidden>
              {i18n.number(index + 1)}
            </span>
            <Icon size={24} className="step-icon" aria-hidden />
            <h3>{i18n._(title)}</h3>
            <p className="muted">{i18n._(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
