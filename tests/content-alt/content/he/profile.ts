// The Hebrew texts of ../profile.ts. The owner's name stays in Greek, written here so it counts as
// translated: a left-to-right name on a right-to-left page.
//
// Left in English on purpose: the description, so the hero shows an English paragraph on the
// Hebrew page, marked as English for a screen reader and read left to right.

import type { Profile, Translation } from '../../src/content/types';

export const profile = {
  name: 'Αικατερίνη Παπαδημητροπούλου-Κωνσταντινίδου',
  firstName: 'Αικατερίνη',
  greeting: 'שלום, אני',
  roles: ['מהנדסת מחקר'],
  tagline: 'תפיסה חזותית עמידה לרובוטים שעובדים בשטח.',
  about: [
    'אני מהנדסת מחקר בתחום התפיסה הרובוטית בסביבות חוץ לא מובנות: מטעים, כרמים וחופים סלעיים, שבהם ה-GPS נכשל והתאורה משתנה מדקה לדקה.',
    'לפני המחקר עבדתי ארבע שנים בפיתוח שירותי צד שרת, ולכן חשובים לי ניסויים שאפשר לשחזר, ניטור, וקוד שמישהו אחר יכול להריץ.',
  ],
  interests: [
    // One word longer than a phone's line, as in English: it must break, not run off the screen.
    'Rechtsschutzversicherungsgesellschaften',
    'שייט',
    'רובוטיקת שדה',
    'מידע פתוח',
    'הוראה',
    'טיפוס בולדרים',
    'צילום',
    'ספרות יוונית',
  ],
  contact: {
    location: 'סלוניקי',
    state: 'מקדוניה המרכזית',
  },
  profileImageAlt: 'Αικατερίνη עומדת ליד רובר שדה',
} satisfies Translation<Profile>;
