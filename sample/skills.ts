// Sample content: this file is yours to replace. Rate each skill honestly from 0 to 100; the
// page works out the averages, totals and expert-level count (85 or above) for you.

import type { SkillCategory } from '../src/content/types';

export const skillCategories: SkillCategory[] = [
  {
    category: 'Programming Languages',
    icon: 'code',
    accent: 'blue',
    skills: [
      { name: 'Python', level: 92, icon: 'terminal' },
      { name: 'TypeScript', level: 84, icon: 'code' },
      { name: 'Java', level: 78, icon: 'cpu' },
      { name: 'C++', level: 72, icon: 'terminal' },
    ],
  },
  {
    category: 'Frontend Development',
    icon: 'layout',
    accent: 'purple',
    skills: [
      { name: 'React', level: 88, icon: 'layers' },
      { name: 'HTML & CSS', level: 90, icon: 'layout' },
      { name: 'Tailwind CSS', level: 85, icon: 'palette' },
      { name: 'Next.js', level: 74, icon: 'globe' },
    ],
  },
  {
    category: 'Backend Development',
    icon: 'server',
    accent: 'green',
    skills: [
      { name: 'Flask', level: 89, icon: 'flask' },
      { name: 'Node.js', level: 80, icon: 'server' },
      { name: 'FastAPI', level: 76, icon: 'rocket' },
      { name: 'REST API Design', level: 86, icon: 'network' },
    ],
  },
  {
    category: 'AI / ML & Deep Learning',
    icon: 'brain',
    accent: 'orange',
    skills: [
      { name: 'scikit-learn', level: 87, icon: 'bar-chart' },
      { name: 'PyTorch', level: 82, icon: 'brain' },
      { name: 'TensorFlow', level: 77, icon: 'cpu' },
      { name: 'OpenCV', level: 84, icon: 'camera' },
    ],
  },
  {
    category: 'Databases',
    icon: 'database',
    accent: 'cyan',
    skills: [
      { name: 'PostgreSQL', level: 81, icon: 'database' },
      { name: 'MySQL', level: 83, icon: 'database' },
      { name: 'MongoDB', level: 75, icon: 'layers' },
      { name: 'Redis', level: 66, icon: 'server' },
    ],
  },
  {
    category: 'Cloud & DevOps',
    icon: 'cloud',
    accent: 'amber',
    skills: [
      { name: 'AWS', level: 73, icon: 'cloud' },
      { name: 'Docker', level: 79, icon: 'layers' },
      { name: 'GitHub Actions', level: 71, icon: 'git-branch' },
      { name: 'Linux Administration', level: 80, icon: 'terminal' },
    ],
  },
  {
    category: 'Tools & Productivity',
    icon: 'wrench',
    accent: 'pink',
    skills: [
      { name: 'Git', level: 90, icon: 'git-branch' },
      { name: 'VS Code', level: 93, icon: 'monitor' },
      { name: 'Jupyter', level: 88, icon: 'book-open' },
      { name: 'Figma', level: 68, icon: 'palette' },
    ],
  },
  {
    category: 'Specialized Skills',
    icon: 'sparkles',
    accent: 'magenta',
    skills: [
      { name: 'Computer Vision', level: 85, icon: 'eye' },
      { name: 'Natural Language Processing', level: 78, icon: 'message-square' },
      { name: 'Cyber Security', level: 76, icon: 'shield' },
      { name: 'Data Visualisation', level: 82, icon: 'bar-chart' },
    ],
  },
];
