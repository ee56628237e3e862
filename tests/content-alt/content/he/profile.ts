// The Hebrew texts of ../profile.ts. The owner's name stays in Greek, written here so it counts as
// translated: a left-to-right name on a right-to-left page.

import type { Profile, Translation } from '../../src/content/types';

export const profile = {
  name: 'Αικατερίνη Παπαδημητροπούλου-Κωνσταντινίδου',
  firstName: 'Αικατερίνη',
  greeting: 'שלום, אני',
  roles: ['מהנדסת מחקר'],
  tagline: 'תפיסה חזותית עמידה לרובוטים שעובדים בשטח.',
  description:
    'אני בונה מערכות תפיסה לרובוטי שדה ומפרסמת את מה שאני לומדת. רוב השבוע שלי מתחלק בין רובר במטע זיתים לבין אשכול של כרטיסי GPU.',
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
