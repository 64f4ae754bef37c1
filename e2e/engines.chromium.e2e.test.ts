import { journeySuite } from './support/engines/journeySuite';

// The student's journey in chromium (the same journey in every engine: support/engines/journey.ts).
journeySuite('chromium');
