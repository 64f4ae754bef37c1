import { ArrowRight, Radio } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';
import { withParts } from '../../lib/richText';

export function Hero() {
  const i18n = useI18n();
  return (
    <section className="hero">
      <span className="badge badge-live">
        <Radio size={14} aria-hidden />
        {i18n._({ id: 'landing.hero.live', message: 'Event Live Now' })}
      </span>
      <h1 className="hero-title">
        {withParts(i18n._({ id: 'landing.hero.title', message: 'The Campus <0>Treasure Hunt</0>' }), [
          (part) => <span className="accent-text">{part}</span>,
        ])}
      </h1>
      <p className="hero-lead">
        {i18n._({
          id: 'landing.hero.lead',
          message: 'Find the hidden QR codes around campus, collect every puzzle piece, crack the challenges and climb the live leaderboard.',
        })}
      </p>
      <div className="hero-actions">
        <a href="#join" className="btn btn-primary btn-lg">
          {i18n._({ id: 'landing.hero.begin', message: 'Begin Your Mission' })}
          <ArrowRight size={18} aria-hidden />
        </a>
        <a href="#how-it-works" className="btn btn-outline btn-lg">
          {i18n._({ id: 'landing.hero.howItWorks', message: 'How It Works' })}
        </a>
      </div>
    </section>
  );
}
