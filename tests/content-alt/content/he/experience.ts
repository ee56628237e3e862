// The Hebrew texts of ../experience.ts, entry by entry (by each entry's id). Company names stay as
// they are; places and months are Hebrew.

import type { ExperienceEntry, Translation } from '../../src/content/types';

export const experience: Translation<ExperienceEntry[]> = {
  10: {
    title: 'מהנדסת מחקר, תפיסה בשטח',
    company: 'Centre for Research & Technology Hellas',
    location: 'סלוניקי, יוון',
    duration: 'מרץ 2023 - היום',
    description:
      'מובילה את מערך התפיסה של רובר חקלאי: מיזוג לידאר ומצלמה, סיווג פני שטח ותהליך מיפוי ששורד אבק, גשם ושמש נמוכה. מתחזקת את כלי מאגרי הנתונים של המעבדה ואת ההערכה הרציפה על הקלטות שטח אמיתיות.',
    skills: ['C++', 'ROS 2', 'PCL', 'PyTorch', 'CUDA', 'Docker', 'Grafana', 'Jetson'],
  },
  20: {
    title: 'חוקרת אורחת',
    company: 'ETH Zürich, Robotic Systems Lab',
    location: 'ציריך, שווייץ',
    duration: 'ספט׳ 2022 - פבר׳ 2023',
    description:
      'העברתי מעריך עבירוּת נלמד לרובוטים מהלכים והרצתי ניסויי שטח על מדרונות תלולים וקרקע רופפת.',
  },
  30: {
    title: 'מהנדסת צד שרת',
    company: 'Skroutz',
    location: 'אתונה, יוון',
    duration: 'יוני 2018 - אוג׳ 2022',
    description:
      'בניתי והפעלתי ב-Go את שירותי הקליטה של השוואת המחירים: אלפי פידים של סוחרים ביום, בלי כפילויות וזמינים לחיפוש בתוך דקות.',
    skills: ['Go', 'PostgreSQL', 'Kafka'],
  },
  40: {
    title: 'מתרגלת',
    company: 'Aristotle University of Thessaloniki',
    location: 'סלוניקי, יוון',
    duration: 'אוק׳ 2019 - יוני 2021',
    description: 'העברתי את מפגשי המעבדה ברובוטיקה וכתבתי את תרגילי ה-ROS של הקורס.',
    skills: ['ROS'],
  },
};
