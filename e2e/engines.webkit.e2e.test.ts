import { journeySuite } from './support/engines/journeySuite';

// The student's journey in webkit (the same journey in every engine: support/engines/journey.ts).
journeySuite('webkit');
