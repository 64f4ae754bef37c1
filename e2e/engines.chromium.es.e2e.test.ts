import { journeySuite } from './support/engines/journeySuite';

// The student's journey once in Spanish: a phone whose browser is set to Spanish gets every page
// in Spanish from the first visit (the words come from the app's catalogs: support/texts.ts).
journeySuite('chromium', 'es');
