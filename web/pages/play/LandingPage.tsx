import { SiteHeader } from '../../components/SiteHeader';
import { FeatureCards } from '../../components/landing/FeatureCards';
import { Footer } from '../../components/landing/Footer';
import { Hero } from '../../components/landing/Hero';
import { HowItWorks } from '../../components/landing/HowItWorks';
import { MissionBriefing } from '../../components/landing/MissionBriefing';
import { StatsTiles } from '../../components/landing/StatsTiles';

/** What signed-out visitors see (also at signed-in-only routes): nobody is signed in here. */
export function LandingPage() {
  return (
    <div className="page">
      <SiteHeader user={null} />
      <main className="container landing">
        <Hero />
        <StatsTiles />
        <HowItWorks />
        <FeatureCards />
        <MissionBriefing />
      </main>
      <Footer />
    </div>
  );
}
