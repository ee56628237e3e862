// The Hebrew texts of ../publications.ts, paper by paper (by each paper's id). A paper's title,
// its authors and its venue stay as published, written here so they count as translated; a
// paper's category comes from the Hebrew categories.ts.
//
// Left in English on purpose: the methodology of paper 8, so the build's report of untranslated
// texts names it and its page shows the English text in its place.

import { profile } from './profile';
import type { Publication, Translation } from '../../src/content/types';

export const publications: Translation<Publication[]> = {
  7: {
    title: 'Lidar-Camera Fusion for Tree-Level Mapping in Olive Groves',
    authors: [
      'Nikos Georgiou',
      profile.name,
      'Maria Dimitriou',
      'Jean-Baptiste Lefèvre',
      'Иван Петров',
    ],
    conference: 'IROS 2024',
    journal: 'IEEE/RSJ International Conference on Intelligent Robots and Systems',
    year: '2024',
    abstract:
      'אנו מציגים תהליך מיפוי שמפריד עצי זית בודדים מנתוני לידאר ומצלמה ממוזגים שנאספו על ידי רובר קרקעי, ומעריך את נפח הצמרת לצורך השקיה מדויקת.',
    keywords: ['רובוטיקת שדה', 'מיזוג חיישנים', 'חקלאות'],
    methodology:
      'סריקות הלידאר נרשמות באודומטריה חזותית-אינרציאלית, מוטלות על תמונות המצלמה לקבלת צבע, ומקובצות לעצים בעזרת ציון גבולות נלמד.',
    results: {
      canopyVolumeError: '7.8%',
      treesMapped: '4,212',
      mappingSpeed: '1.6 הקטר/שעה',
    },
    resultLabels: {
      canopyVolumeError: 'שגיאת נפח הצמרת',
      treesMapped: 'עצים שמופו',
      mappingSpeed: 'מהירות מיפוי',
    },
  },
  8: {
    title: 'Seeing Through Dust: Temporally Consistent Stereo for Off-Road Vehicles',
    // A collaboration's long list: the card shows its first authors, the owner and how many more.
    authors: [
      'Nikos Georgiou',
      'Maria Dimitriou',
      'Jean-Baptiste Lefèvre',
      'Sofia Andreou',
      'Kostas Papadakis',
      'Eleni Vasileiou',
      'Yannis Markou',
      'Dimitra Kalogirou',
      profile.name,
      'Petros Alexiou',
      'Anna Nikolaidou',
    ],
    conference: 'הוגש',
    journal: 'Journal of Field Robotics',
    year: '2025',
    abstract:
      'אבק מרחף יוצר מכשולים מדומים בעומק סטריאו. אנו מסננים אותם בבדיקת עקביות בזמן שרצה על GPU משובץ.',
    keywords: [
      'ראייה סטריאו',
      'אבק',
      'שטח',
      'GPU משובץ',
      'עמידות',
      'רכבים אוטונומיים',
      'הערכת עומק',
      'ניסויי שטח',
    ],
    results: { falseObstacleReduction: '90%' },
    resultLabels: { falseObstacleReduction: 'הפחתת מכשולים שגויים' },
  },
};
