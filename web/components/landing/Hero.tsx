import { ArrowRight, Radio } from 'lucide-react';

export function Hero() {
  return (
    <section className="hero">
      <span className="badge badge-live">
        <Radio size={14} aria-hidden />
        Event Live Now
      </span>
      <h1 className="hero-title">
        The Campus <span className="accent-text">Treasure Hunt</span>
      </h1>
      <p className="hero-lead">
        Find the hidden QR codes around campus, collect every puzzle piece, crack the challenges
        and climb the live leaderboard.
      </p>
      <div className="hero-actions">
        <a href="#join" className="btn btn-primary btn-lg">
          Begin Your Mission
          <ArrowRight size={18} aria-hidden />
        </a>
        <a href="#how-it-works" className="btn btn-outline btn-lg">
          How It Works
        </a>
      </div>
    </section>
  );
}
