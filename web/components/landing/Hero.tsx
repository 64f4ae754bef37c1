import { ArrowRight, Radio } from 'lucide-react';
import { useI18n } from '../../hooks/useI18n';

export function Hero() {
  const i18n = useI18n();
  // One marked part, split here: withParts (lib/richText.tsx) would add a module to the landing's first script.
  const [before = '', accent = '', after = ''] = i18n._({ id: 'landing.hero.title', message: 'The Campus <0>Treasure Hunt</0>' }).split(/<0>|<\/0>/);
  return (
    <section className="hero">
      <span className="badge badge-live">
        <Radio size={14} aria-hidden />
        {i18n._({ id: 'landing.hero.live', message: 'Event Live Now' })}
      </span>
      <h1 className="hero-title">
        {before}
        <span className="accent-text">{accent}</span>
        {after}
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
