import type { Language } from '../../../core/language';
import { textsIn } from '../texts';

/**
 * What the student's journey reads and presses, by language: the journey takes every word it
 * looks for from here, and the words from the app's own catalogs, so the journey runs in any
 * language the app speaks without a copy of a translation.
 */
export type JourneyLanguage = Language;

export interface JourneyTexts {
  landingLive: string;
  toggleTheme: string;
  launchMission: string;
  greeting: string;
  scannerTitle: string;
  scanning: string;
  enterManually: string;
  codePlaceholder: string;
  submitCode: string;
  unlocked: string;
  viewCollection: string;
  quizTitle: string;
  quizChoice: string;
  submitAnswers: string;
  quizPassed: string;
  quizPoints: string;
  continue: string;
  topPerformers: string;
  savedOffline: string;
  oneWaiting: string;
  scanFailed: string;
  /** The demo event's pieces (seed/demo-event.json) by code, as the app names them. */
  pieces: Record<'INN001' | 'LEAD02' | 'CREAT3', string>;
}

/** The demo event's content (seed/demo-event.json) stays as the organiser wrote it, in any language. */
const CONTENT = {
  quizTitle: 'First Clue Quiz',
  quizChoice: 'Founders Library',
  pieces: { INN001: 'Innovation Piece', LEAD02: 'Leadership Piece', CREAT3: 'Creativity Piece' },
} as const;

/** The journey's words in `language`, read from the app's own catalogs by message id. */
export function journeyTexts(language: JourneyLanguage): JourneyTexts {
  const text = textsIn(language);
  return {
    landingLive: text('landing.hero.live'),
    toggleTheme: text('header.theme'),
    launchMission: text('landing.launch', { provider: 'Google' }),
    greeting: text('dashboard.welcome'),
    scannerTitle: text('scanner.title'),
    scanning: text('scanner.scanning'),
    enterManually: text('scanner.typeInstead'),
    codePlaceholder: text('manual.placeholder'),
    submitCode: text('manual.submit'),
    unlocked: text('scanner.piece.unlocked'),
    viewCollection: text('scanner.piece.viewCollection'),
    submitAnswers: text('survey.submit'),
    quizPassed: text('survey.done.graded'),
    quizPoints: text('survey.done.points', { points: 25 }),
    continue: text('survey.continue'),
    topPerformers: text('leaderboard.top'),
    savedOffline: text('offline.saved'),
    oneWaiting: text('offline.waiting', { count: 1 }),
    scanFailed: text('scanner.failed'),
    ...CONTENT,
  };
}
