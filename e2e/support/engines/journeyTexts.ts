/**
 * What the student's journey reads and presses, by language: the journey takes every word it
 * looks for from here, so running it in another language is one more entry (with the app's
 * own translation of each text, once the app has one), not a second journey.
 */
export type JourneyLanguage = 'en';

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

export const JOURNEY_TEXTS: Record<JourneyLanguage, JourneyTexts> = {
  en: {
    landingLive: 'Event Live Now',
    toggleTheme: 'Toggle theme',
    launchMission: 'Launch Mission with Google',
    greeting: 'Welcome,',
    scannerTitle: 'QR Scanner',
    scanning: 'Scanning...',
    enterManually: 'Enter Code Manually',
    codePlaceholder: 'ENTER CODE HERE',
    submitCode: 'Submit Code',
    unlocked: 'Puzzle Unlocked!',
    viewCollection: 'View Your Collection',
    quizTitle: 'First Clue Quiz',
    quizChoice: 'Founders Library',
    submitAnswers: 'Submit',
    quizPassed: 'Great Job!',
    quizPoints: '+25 Points Earned',
    continue: 'Continue',
    topPerformers: 'Top Performers',
    savedOffline: 'Saved offline: it will be sent when you are back online',
    oneWaiting: '1 scan waiting',
    scanFailed: 'Scan Failed',
    pieces: { INN001: 'Innovation Piece', LEAD02: 'Leadership Piece', CREAT3: 'Creativity Piece' },
  },
};
