// Sample content: the German texts of ../skills.ts, category by category and skill by skill in the
// same order. Names of technologies stay as they are, written here so they count as translated.

import type { SkillCategory, Translation } from '../../src/content/types';

export const skillCategories: Translation<SkillCategory[]> = [
  {
    category: 'Programmiersprachen',
    skills: [{ name: 'Python' }, { name: 'TypeScript' }, { name: 'Java' }, { name: 'C++' }],
  },
  {
    category: 'Frontend-Entwicklung',
    skills: [
      { name: 'React' },
      { name: 'HTML & CSS' },
      { name: 'Tailwind CSS' },
      { name: 'Next.js' },
    ],
  },
  {
    category: 'Backend-Entwicklung',
    skills: [
      { name: 'Flask' },
      { name: 'Node.js' },
      { name: 'FastAPI' },
      { name: 'REST-API-Design' },
    ],
  },
  {
    category: 'KI / ML & Deep Learning',
    skills: [
      { name: 'scikit-learn' },
      { name: 'PyTorch' },
      { name: 'TensorFlow' },
      { name: 'OpenCV' },
    ],
  },
  {
    category: 'Datenbanken',
    skills: [{ name: 'PostgreSQL' }, { name: 'MySQL' }, { name: 'MongoDB' }, { name: 'Redis' }],
  },
  {
    category: 'Cloud & DevOps',
    skills: [
      { name: 'AWS' },
      { name: 'Docker' },
      { name: 'GitHub Actions' },
      { name: 'Linux-Administration' },
    ],
  },
  {
    category: 'Werkzeuge & Produktivität',
    skills: [{ name: 'Git' }, { name: 'VS Code' }, { name: 'Jupyter' }, { name: 'Figma' }],
  },
  {
    category: 'Spezialgebiete',
    skills: [
      { name: 'Computer Vision' },
      { name: 'Verarbeitung natürlicher Sprache' },
      { name: 'Cybersicherheit' },
      { name: 'Datenvisualisierung' },
    ],
  },
];
