// The Hebrew texts of ../skills.ts, category by category and skill by skill in the same order.
// Names of technologies stay as they are, written here so they count as translated.

import type { SkillCategory, Translation } from '../../src/content/types';

export const skillCategories: Translation<SkillCategory[]> = [
  { category: 'שפות תכנות', skills: [{ name: 'C++' }, { name: 'Python' }] },
  {
    category: 'תפיסה',
    skills: [
      { name: 'ענני נקודות' },
      { name: 'Donaudampfschifffahrtsgesellschaft' },
      { name: 'אודומטריה חזותית' },
      { name: 'מיזוג חיישנים' },
      { name: 'סגמנטציה סמנטית' },
      { name: 'הערכת עומק' },
      { name: 'כיול' },
    ],
  },
  {
    category: 'תווכה לרובוטיקה',
    skills: [{ name: 'ROS 2' }, { name: 'Gazebo' }, { name: 'MAVLink' }],
  },
  {
    category: 'צד שרת',
    skills: [
      { name: 'Go' },
      { name: 'PostgreSQL' },
      { name: 'gRPC' },
      { name: 'Kafka' },
      { name: 'Redis' },
    ],
  },
  { category: 'MLOps', skills: [{ name: 'Kubernetes' }, { name: 'Weights & Biases' }] },
  {
    category: 'חומרה',
    skills: [
      { name: 'Linux משובץ' },
      { name: 'Jetson' },
      { name: 'הלחמה' },
      { name: 'CAN Bus' },
    ],
  },
];
