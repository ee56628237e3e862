// The Hebrew texts of ../projects.ts, project by project (by each project's id). Names of
// technologies stay as they are, written here so they count as translated; a project's category
// comes from the Hebrew categories.ts.
//
// Left in English on purpose: the description of project 105 (Harbour Traffic Dashboard), so the
// build's report of untranslated texts names it and the page shows the English text in its place.

import type { Project, Translation } from '../../src/content/types';

export const projects: Translation<Project[]> = {
  101: {
    title: 'ממפה מטעי הזיתים',
    description:
      'ממפה כל עץ במטע זיתים מהלידאר והמצלמות של רובר, עם נפח צמרת לכל עץ לתכנון ההשקיה.',
    fullDescription:
      'ממפה מטעי הזיתים ממזג סריקות לידאר ותמונות RGB למפה מעוגנת גאוגרפית, שבה כל עץ מופרד ונמדד. החקלאים מקבלים מפת נפחי צמרת שמזינה את בקר ההשקיה שלהם. התהליך רץ על ה-Jetson של הרובר במהלך הנסיעה ומסיים את המפה דקות ספורות אחרי השורה האחרונה.',
    tech: ['C++', 'ROS 2', 'PCL', 'Open3D', 'PyTorch', 'CUDA', 'PostGIS', 'QGIS'],
    features: [
      'הפרדה לעצים בודדים מנתוני לידאר ומצלמה ממוזגים',
      'הערכות נפח צמרת בטווח של 8% ממדידה ידנית',
      'רץ על הרובר בזמן אמת',
    ],
    year: '2024',
  },
  102: {
    title: 'מסיר הכפילויות בפידים',
    description: 'שירות זרימה שממזג הצעות כפולות למוצרים מאלפי פידים.',
    fullDescription:
      'מסיר הכפילויות קורא פידים של סוחרים מ-Kafka, מנרמל מזהי מוצרים וממזג הצעות שמתארות את אותו מוצר. בייצור הוא עמד בשיאים של ארבעים אלף הצעות בשנייה.',
    tech: ['Go', 'Kafka', 'PostgreSQL'],
    features: ['עיבוד של בדיוק פעם אחת', 'התאמה מקורבת של כותרות ומזהים'],
    year: '2021',
  },
  103: {
    title: 'מעריך חספוס הקרקע',
    description:
      'חוזה כמה מחוספסת תהיה הקרקע שלפנים מתמונת עומק אחת, כדי שהרובר יאט לפני שהוא מיטלטל.',
    fullDescription:
      'מודל gradient boosting שאומן על תוויות רעידה פרופריוספטיביות חוזה את חספוס הקרקע מתמונות עומק. הוא רץ בקצב של 30 הרץ על מעבד קטן, ובניסויי שטח הפחית את שיא הרעידות בשליש.',
    tech: ['Python', 'LightGBM', 'NumPy', 'ROS 2'],
    features: ['תוויות בפיקוח עצמי מה-IMU', 'רץ בקצב של 30 הרץ על מעבד'],
    year: '2025',
  },
  104: {
    title: 'סטריאו עמיד לאבק',
    description: 'עומק סטריאו שממשיך לעבוד גם כשהרובר נוסע בתוך ענן האבק של עצמו.',
    fullDescription:
      'סטריאו עמיד לאבק מסנן חלקיקים מרחפים מהתאמות הסטריאו בבדיקת עקביות בזמן, ומפחית בתשעים אחוז מכשולים מדומים בתנאי אבק.',
    tech: ['C++', 'OpenCV', 'CUDA', 'ROS 2', 'Python'],
    features: ['מסנן עקביות בזמן', 'מימוש ל-GPU בקצב של 60 הרץ'],
    year: '2023',
  },
  105: {
    title: 'לוח תנועת הנמל',
    fullDescription:
      'לוח תנועת הנמל קולט הודעות AIS פתוחות ומציג תנועות ספינות חיות והיסטוריות, עם סיכום שבועי לעיתונאים מקומיים.',
    tech: ['TypeScript', 'Svelte', 'Go', 'TimescaleDB'],
    features: ['מפה חיה של כלי שיט', 'סיכומים שבועיים'],
    year: '2022',
  },
};
