import { DEFAULT_PRIZE_TIERS } from '../../core/constants';
import type { Question } from '../../core/questions';

/**
 * The demo event seeded on an empty embedded database (DESIGN section 2). The CLI's sample
 * seed file describes the same content.
 */
export interface DemoPiece {
  name: string;
  code: string;
  description: string;
  color: string;
}

export const DEMO_PIECES: readonly DemoPiece[] = [
  { name: 'Innovation Piece', code: 'INN001', description: 'Hidden where new ideas are born.', color: '#6366f1' },
  { name: 'Leadership Piece', code: 'LEAD02', description: 'Found where teams gather.', color: '#f59e0b' },
  { name: 'Creativity Piece', code: 'CREAT3', description: 'Waiting beside the art studio.', color: '#ec4899' },
  { name: 'Teamwork Piece', code: 'TEAM04', description: 'On the sports field fence.', color: '#10b981' },
  { name: 'Vision Piece', code: 'VISN05', description: 'Near the observatory steps.', color: '#0ea5e9' },
  { name: 'Resilience Piece', code: 'RESIL6', description: 'By the oldest tree on campus.', color: '#ef4444' },
  { name: 'Curiosity Piece', code: 'CURIO7', description: 'Inside the science centre lobby.', color: '#8b5cf6' },
  { name: 'Integrity Piece', code: 'INTEG8', description: 'At the student union desk.', color: '#14b8a6' },
  { name: 'Impact Piece', code: 'IMPCT9', description: 'Under the clock tower.', color: '#f97316' },
];

function question(partial: Partial<Question> & Pick<Question, 'text' | 'type'>): Question {
  return {
    question: partial.text,
    required: false,
    isGraded: false,
    correctAnswer: null,
    points: 0,
    negativePoints: 0,
    caseSensitive: false,
    choices: [],
    showIf: null,
    imageUrl: null,
    ...partial,
  };
}

export interface DemoQuestionnaire {
  title: string;
  description: string;
  triggerCount: number;
  questions: Question[];
}

export const DEMO_QUIZ: DemoQuestionnaire = {
  title: 'First Clue Quiz',
  description: 'Two quick puzzles for your first piece. Correct answers earn points.',
  triggerCount: 1,
  questions: [
    question({
      text: 'Which building houses the main library?',
      type: 'radio',
      required: true,
      isGraded: true,
      choices: ['North Hall', 'Founders Library', 'Science Centre'],
      correctAnswer: 'Founders Library',
      points: 10,
    }),
    question({
      text: 'Decode the Caesar cipher KXQW (each letter shifted by 3).',
      type: 'text',
      required: true,
      isGraded: true,
      correctAnswer: 'HUNT',
      points: 15,
      negativePoints: 5,
    }),
    question({ text: 'Did you enjoy the first clue?', type: 'radio', choices: ['Yes', 'No'] }),
    question({
      text: 'What did you like most about it?',
      type: 'longtext',
      showIf: { questionIndex: 2, expectedAnswer: 'Yes' },
    }),
  ],
};

export const DEMO_SURVEY: DemoQuestionnaire = {
  title: 'Finisher Feedback',
  description: 'You found all nine pieces. Tell us how the hunt went.',
  triggerCount: 9,
  questions: [
    question({ text: 'How would you rate the hunt?', type: 'rating', required: true }),
    question({
      text: 'Which kinds of puzzle did you enjoy?',
      type: 'checkbox',
      choices: ['Ciphers', 'Riddles', 'Finding the codes'],
    }),
    question({ text: 'Anything else you would like to tell the organisers?', type: 'longtext' }),
  ],
};

export const DEMO_EVENT = {
  name: 'Campus Hunt Live',
  description: 'Find all nine pieces, solve the clues, climb the leaderboard.',
  prizeTiers: DEFAULT_PRIZE_TIERS.map((tier) => ({ ...tier })),
};
