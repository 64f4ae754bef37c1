import { Brain, QrCode, Trophy, Zap, type LucideIcon } from 'lucide-react';

const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Hidden QR Codes', text: 'Codes are hidden all over campus. Each one unlocks a unique puzzle piece.', icon: QrCode },
  { title: 'Mind-Bending Puzzles', text: 'Ciphers and quizzes that reward sharp minds as much as fast feet.', icon: Brain },
  { title: 'Compete & Win', text: 'Top finishers earn prize tiers, from Bronze all the way up to Platinum.', icon: Trophy },
  { title: 'Real-Time Scoring', text: 'Your progress saves automatically and the leaderboard updates live.', icon: Zap },
];

export function FeatureCards() {
  return (
    <section className="landing-section" aria-label="Features">
      <div className="feature-grid">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <article key={title} className="card feature-card">
            <span className="feature-icon" aria-hidden>
              <Icon size={22} />
            </span>
            <h3>{title}</h3>
            <p className="muted">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
