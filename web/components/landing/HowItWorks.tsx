import { Brain, MapPin, Trophy, type LucideIcon } from 'lucide-react';

const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Hunt', text: 'Explore campus and find the hidden QR codes.', icon: MapPin },
  { title: 'Decode', text: 'Scan each code to unlock a puzzle piece and solve its challenge.', icon: Brain },
  { title: 'Compete', text: 'Score on speed and accuracy and race up the leaderboard.', icon: Trophy },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" className="landing-section">
      <h2 className="section-title">Your Mission in 3 Steps</h2>
      <ol className="steps">
        {STEPS.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className="card step">
            <span className="step-number" aria-hidden>
              {index + 1}
            </span>
            <Icon size={24} className="step-icon" aria-hidden />
            <h3>{title}</h3>
            <p className="muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
